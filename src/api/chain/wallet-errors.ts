import {
  ChainNotConfiguredError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from '@wagmi/core';
import {
  BaseError,
  ChainMismatchError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  FeeCapTooLowError,
  InsufficientFundsError,
  NonceTooHighError,
  NonceTooLowError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import { USER_REJECTED_RPC_CODE, type WalletErrorCode } from '@/domain/wallet-errors';

/** The one error type every wallet call rejects with: a code of src/domain/wallet-errors.ts and its cause. */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  readonly code: WalletErrorCode;
  /** The first EIP-1193 / JSON-RPC numeric code found in the cause chain, if any. */
  readonly rpcCode: number | undefined;
  /** True for a user rejection: nothing to show. */
  readonly quiet: boolean;

  constructor(code: WalletErrorCode, options: { message?: string; rpcCode?: number; cause?: unknown } = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.rpcCode = options.rpcCode;
    this.quiet = code === 'user_rejected';
  }
}

type Link = { code?: unknown; cause?: unknown };
type Matcher = (link: Link) => boolean;

const hasCode =
  (...codes: readonly (number | string)[]): Matcher =>
  (link) =>
    codes.includes(link.code as number | string);
const isA =
  (...types: readonly (abstract new (...args: never[]) => object)[]): Matcher =>
  (link) =>
    types.some((type) => link instanceof type);
const either =
  (...matchers: readonly Matcher[]): Matcher =>
  (link) =>
    matchers.some((matches) => matches(link));

/** Checked in this order: the first code whose matcher fits any link of the cause chain wins. */
const rules: readonly (readonly [WalletErrorCode, Matcher])[] = [
  // ethers-style providers report a rejection as the string code ACTION_REJECTED.
  ['user_rejected', hasCode(USER_REJECTED_RPC_CODE, 'ACTION_REJECTED')],
  ['unauthorized', hasCode(4100)],
  ['disconnected', either(hasCode(4900, 4901), isA(ConnectorNotConnectedError))],
  ['chain_mismatch', isA(ConnectorChainMismatchError, ChainMismatchError)],
  ['unsupported_chain', either(hasCode(4902), isA(ChainNotConfiguredError, SwitchChainNotSupportedError))],
  ['limit_exceeded', hasCode(-32005)],
  ['insufficient_funds', isA(InsufficientFundsError)],
  ['nonce_too_low', isA(NonceTooLowError)],
  ['nonce_too_high', isA(NonceTooHighError)],
  ['fee_cap_too_low', isA(FeeCapTooLowError)],
  ['execution_reverted', either(hasCode(3), isA(ExecutionRevertedError, ContractFunctionRevertedError))],
  ['wallet_not_found', isA(ConnectorNotFoundError, ProviderNotFoundError)],
  ['timeout', isA(WaitForTransactionReceiptTimeoutError)],
];

const maxChainDepth = 16;

function isObject(value: unknown): value is Link {
  return typeof value === 'object' && value !== null;
}

/** The first link of the cause chain that matches: viem's own walk for viem errors, the same walk otherwise. */
function findLink(error: unknown, matches: Matcher): Link | undefined {
  if (error instanceof BaseError) {
    return (error.walk((link) => isObject(link) && matches(link)) as Link | null) ?? undefined;
  }
  let link: unknown = error;
  for (let depth = 0; depth < maxChainDepth && isObject(link); depth++) {
    if (matches(link)) return link;
    link = link.cause;
  }
  return undefined;
}

/**
 * Some wallets (and WalletConnect relays) say "User rejected" / "User denied" without code 4001, and
 * WalletConnect's own modal, closed by the person, says "Connection request reset"; this is the only
 * place message text is read, and only when no rule matched on types or codes.
 */
const rejectionWording = /\buser (rejected|denied|cancel)|^connection request reset\b/i;

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage;
  if (error instanceof Error) return error.message;
  if (isObject(error) && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}

/** The stable code for any error a wallet call can throw. */
export function classifyWalletError(error: unknown): WalletErrorCode {
  if (error instanceof WalletError) return error.code;
  for (const [code, matches] of rules) {
    if (findLink(error, matches)) return code;
  }
  if (findLink(error, (link) => rejectionWording.test(messageOf(link)))) return 'user_rejected';
  return 'unknown';
}

/** Wraps anything thrown by a wallet, a node or our own checks into a WalletError (unchanged if it is one). */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const rpcLink = findLink(error, (link) => typeof link.code === 'number');
  return new WalletError(classifyWalletError(error), {
    message: messageOf(error),
    rpcCode: rpcLink?.code as number | undefined,
    cause: error,
  });
}

/** Runs a wallet call and rethrows its failure as a WalletError. */
export async function withWalletErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toWalletError(error);
  }
}
