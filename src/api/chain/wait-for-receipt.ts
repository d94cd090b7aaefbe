import { type Config, getClient } from '@wagmi/core';
import type { Hash, ReplacementReason } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import { receiptTimeoutMs } from '@/config/chains';
import type { ReceiptFailureReason } from '@/domain/wallet-errors';
import { classifyWalletError } from './wallet-errors';

export interface WaitForReceiptParameters {
  hash: Hash;
  /** The chain the transaction was sent on: the wait must not follow the wallet's current chain. */
  chainId: number;
  /** Blocks to wait for after inclusion (at least 1). */
  confirmations?: number;
  /** Give up after this long (default 300000 ms) and report `failed`. */
  timeoutMs?: number;
  /** Stops the wait (the actor that owns it was stopped). */
  signal?: AbortSignal;
}

export type WaitForReceiptReturnType =
  | { status: 'confirmed'; hash: Hash; blockNumber: string; replacedHash?: Hash }
  | { status: 'failed'; hash: Hash; reason: ReceiptFailureReason };

/**
 * Waits for a transaction's receipt on the chain it was sent on and reports the outcome; it never
 * rejects (except when aborted). A receipt with status `success` is confirmed; `reverted`, a
 * timeout, a replacement by a different transaction and any failure of the wait are failed. A
 * sped-up copy (same transaction, higher fee) is followed and reported with its new hash.
 */
export async function waitForReceipt(
  config: Config,
  { hash, chainId, confirmations = 1, timeoutMs = receiptTimeoutMs, signal }: WaitForReceiptParameters,
): Promise<WaitForReceiptReturnType> {
  // The bare client: `getPublicClient` would extend it with every public action and pull them all into the bundle.
  const client = getClient(config, { chainId });
  if (!client) return { status: 'failed', hash, reason: 'unsupported_chain' };
  let replacement: ReplacementReason | undefined;
  try {
    const receipt = await waitForTransactionReceipt(client, {
      hash,
      confirmations: Math.max(1, Math.trunc(confirmations)),
      timeout: timeoutMs,
      ...(signal ? { signal } : {}),
      onReplaced: ({ reason }) => {
        replacement = reason;
      },
    });
    if (replacement === 'cancelled' || replacement === 'replaced') {
      return { status: 'failed', hash, reason: replacement };
    }
    if (receipt.status !== 'success') return { status: 'failed', hash, reason: 'reverted' };
    const confirmed: WaitForReceiptReturnType = {
      status: 'confirmed',
      hash: receipt.transactionHash,
      blockNumber: receipt.blockNumber.toString(),
    };
    if (receipt.transactionHash !== hash) confirmed.replacedHash = hash;
    return confirmed;
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'failed', hash, reason: classifyWalletError(error) };
  }
}
