import {
  type Address,
  createPublicClient,
  custom,
  decodeAbiParameters,
  decodeFunctionData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  type Hex,
  isAddressEqual,
  recoverAddress,
} from 'viem';
import { type ChainClient, chainFor } from '../chain-client';
import type { ServerConfig } from '../env';

export interface FakeChainOptions {
  /** Contract wallets (EIP-1271) that accept a signature made by their owner's key. */
  contractWallets?: ReadonlyMap<string, Address>;
  /**
   * Smart accounts not deployed yet (ERC-4337 before their first operation): no code, but the ERC-6492
   * validator accepts their owner's signature, as it would after deploying them.
   */
  counterfactualWallets?: ReadonlyMap<string, Address>;
  /** EIP-7702 accounts: externally owned, with a delegation designator as their code. */
  delegatedAccounts?: ReadonlySet<string>;
  /** Other contracts' code by lower-case address (e.g. the payment contract the server checks at start). */
  code?: ReadonlyMap<string, Hex>;
  blockNumber?: () => bigint;
  /** Every RPC call fails, as if the node were down. */
  down?: () => boolean;
}

const TRUE = `0x${'0'.repeat(63)}1` as const;

/** Decodes the ERC-6492 validator call viem sends (deployless, or to a deployed validator). */
function decodeValidatorCall(call: { to?: Hex; data?: Hex }): readonly [Address, Hex, Hex] | undefined {
  const data = call.data ?? '0x';
  if (!call.to && data.startsWith(erc6492SignatureValidatorByteCode)) {
    const args = `0x${data.slice(erc6492SignatureValidatorByteCode.length)}` as Hex;
    return decodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }, { type: 'bytes' }], args);
  }
  try {
    const decoded = decodeFunctionData({ abi: erc6492SignatureValidatorAbi, data });
    return decoded.args as readonly [Address, Hex, Hex];
  } catch {
    return undefined;
  }
}

/**
 * A public client whose "chain" is this function: enough JSON-RPC for health (chain id, block number) and for
 * viem's contract-wallet signature check, where a listed wallet validates its owner's signature as EIP-1271
 * would and anything else reverts. No network, no port.
 */
export function fakeChainClient(
  config: Pick<ServerConfig, 'chain'>,
  options: FakeChainOptions = {},
): ChainClient {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (options.down?.()) throw new Error('connect ECONNREFUSED');
    switch (method) {
      case 'eth_chainId':
        return `0x${config.chain.id.toString(16)}`;
      case 'eth_getCode': {
        const [address] = (params ?? []) as [string];
        const key = address.toLowerCase();
        if (options.contractWallets?.has(key)) return '0x6080604052';
        if (options.code?.has(key)) return options.code.get(key);
        return options.delegatedAccounts?.has(key) ? `0xef0100${'ab'.repeat(20)}` : '0x';
      }
      case 'eth_blockNumber':
        return `0x${(options.blockNumber?.() ?? 1n).toString(16)}`;
      case 'eth_call': {
        const [call] = (params ?? []) as [{ to?: Hex; data?: Hex }];
        const args = decodeValidatorCall(call);
        const wallet = args?.[0].toLowerCase();
        const owner =
          wallet && (options.contractWallets?.get(wallet) ?? options.counterfactualWallets?.get(wallet));
        if (
          args &&
          owner &&
          isAddressEqual(await recoverAddress({ hash: args[1], signature: args[2] }), owner)
        ) {
          return TRUE;
        }
        throw Object.assign(new Error('execution reverted'), { code: 3 });
      }
      default:
        throw Object.assign(new Error(`fake chain: ${method} not supported`), { code: -32601 });
    }
  };
  return createPublicClient({ chain: chainFor(config), transport: custom({ request }, { retryCount: 0 }) });
}
