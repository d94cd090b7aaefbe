import type { WalletErrorCode } from '@/domain/wallet-errors';
import type { WalletKey } from '@/i18n/wallet-keys';

/** The message of every code but user_rejected, which is quiet: the user said no, nothing went wrong. */
export const walletErrorKeys = {
  unauthorized: 'errors.unauthorized',
  disconnected: 'errors.disconnected',
  limit_exceeded: 'errors.limit_exceeded',
  execution_reverted: 'errors.execution_reverted',
  insufficient_funds: 'errors.insufficient_funds',
  nonce_too_low: 'errors.nonce_too_low',
  nonce_too_high: 'errors.nonce_too_high',
  fee_cap_too_low: 'errors.fee_cap_too_low',
  chain_mismatch: 'errors.chain_mismatch',
  unsupported_chain: 'errors.unsupported_chain',
  wallet_not_found: 'errors.wallet_not_found',
  timeout: 'errors.timeout',
  invalid_request: 'errors.invalid_request',
  unknown: 'errors.unknown',
} as const satisfies Record<Exclude<WalletErrorCode, 'user_rejected'>, WalletKey>;

const isKnown = (code: string): code is keyof typeof walletErrorKeys => Object.hasOwn(walletErrorKeys, code);

/** The message key for a wallet error code; null when there is nothing to say (a rejection, or no error). */
export function walletErrorKey(code: string | null | undefined): WalletKey | null {
  if (!code || code === 'user_rejected') return null;
  return isKnown(code) ? walletErrorKeys[code] : walletErrorKeys.unknown;
}
