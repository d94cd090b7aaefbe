import { type Config, writeContract } from '@wagmi/core';
import { type Address, type Hash, type Hex, isAddress } from 'viem';
import { dgridPaymentsAbi } from '@/domain/payments-contract-abi';
import { WalletError, withWalletErrors } from './wallet-errors';

export interface PayOrderParameters {
  /** The payments contract the order names (`payTo` of POST /purchase). */
  contract: Address;
  /** The order reference, bytes32 hex: the argument of `pay(bytes32 orderRef)`. */
  reference: Hex;
  /** Amount of native coin in base units, as a decimal string; the contract refuses none. */
  value: string;
  /** The chain the order is for; the wallet must be on it (`chain_mismatch` otherwise). */
  chainId: number;
}
export interface PayOrderReturnType {
  hash: Hash;
  chainId: number;
}

const baseUnits = /^[1-9]\d*$/;
const bytes32 = /^0x[0-9a-fA-F]{64}$/;

function invalid(message: string): WalletError {
  return new WalletError('invalid_request', { message });
}

/**
 * Pays an order from the connected wallet: `pay(reference)` on the payments contract with exactly `value`, so a
 * key or a smart-contract account pays the same way; fees are estimated with the chain's settings.
 */
export async function payOrder(
  config: Config,
  { contract, reference, value, chainId }: PayOrderParameters,
): Promise<PayOrderReturnType> {
  if (!isAddress(contract)) throw invalid(`Invalid payments contract address: ${contract}`);
  if (!bytes32.test(reference)) throw invalid(`Invalid order reference (bytes32 hex): ${reference}`);
  if (!baseUnits.test(value)) throw invalid(`Invalid amount in base units: ${value}`);
  return withWalletErrors(async () => {
    const hash = await writeContract(config, {
      address: contract,
      abi: dgridPaymentsAbi,
      functionName: 'pay',
      args: [reference],
      value: BigInt(value),
      chainId,
    });
    return { hash, chainId };
  });
}
