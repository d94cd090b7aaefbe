import { fromPromise, sendParent, setup } from 'xstate';
import type { ReceiptFailureReason } from '../../domain/wallet-errors';

/** How long the chain is watched for a receipt before the transaction counts as failed (docs/wallet-behaviour.md, section 11). */
export const RECEIPT_TIMEOUT_MS = 300_000;

/** A receipt's status as viem reports it ('success' | 'reverted') or as raw JSON-RPC numbers (1 | 0). */
export type ReceiptStatus = 'success' | 'reverted' | 1 | 0;

export interface WaitForReceiptInput {
  hash: string;
  chainId: number;
  confirmations: number;
  timeoutMs: number;
}

export interface WaitForReceiptOutput {
  status: ReceiptStatus;
  /** Why the chain layer calls it failed (reverted, replaced, timeout…), when it says. */
  reason?: ReceiptFailureReason;
}

export interface TransactionInput {
  address: string;
  chainId: number;
  hash: string;
  /** Blocks to wait for; the chain client's default (1) when absent. */
  confirmations?: number;
}

export type TransactionContext = TransactionInput;

export type SettledStatus = 'confirmed' | 'failed';

/** What a transaction tells the store that spawned it once it is settled. */
export interface TransactionSettledEvent {
  type: 'chain.transactionSettled';
  address: string;
  chainId: number;
  hash: string;
  status: SettledStatus;
  /** Why it failed, as the chain layer said (a payer tells its user); absent when confirmed or unknown. */
  reason?: ReceiptFailureReason;
}

export const transactionMachine = setup({
  types: {
    context: {} as TransactionContext,
    input: {} as TransactionInput,
    tags: {} as 'pending',
  },
  actors: {
    /** Resolves with the receipt once mined with the wanted confirmations; rejects on timeout, replacement or RPC failure. */
    waitForReceipt: fromPromise<WaitForReceiptOutput, WaitForReceiptInput>(async () => {
      throw new Error('waitForReceipt is provided by the composition root');
    }),
  },
  guards: {
    isReceiptReverted: (_, params: { status: ReceiptStatus }) =>
      params.status === 'reverted' || params.status === 0,
  },
  actions: {
    reportSettlement: sendParent(
      (
        { context },
        params: { status: SettledStatus; reason?: ReceiptFailureReason },
      ): TransactionSettledEvent => ({
        type: 'chain.transactionSettled',
        address: context.address,
        chainId: context.chainId,
        hash: context.hash,
        ...params,
      }),
    ),
  },
}).createMachine({
  id: 'transaction',
  description:
    'Owns one sent transaction: pending while the chain is watched for its receipt, then confirmed or failed. Runs as a child of the transaction store, which it tells when it settles.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      tags: ['pending'],
      invoke: {
        id: 'waitForReceipt',
        src: 'waitForReceipt',
        input: ({ context }) => ({
          hash: context.hash,
          chainId: context.chainId,
          confirmations: context.confirmations ?? 1,
          timeoutMs: RECEIPT_TIMEOUT_MS,
        }),
        onDone: [
          {
            guard: { type: 'isReceiptReverted', params: ({ event }) => ({ status: event.output.status }) },
            target: 'failed',
            actions: {
              type: 'reportSettlement',
              params: ({ event }) => ({ status: 'failed', reason: event.output.reason ?? 'reverted' }),
            },
          },
          { target: 'confirmed', actions: { type: 'reportSettlement', params: { status: 'confirmed' } } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'reportSettlement', params: { status: 'failed' } },
          description: 'Not found, replaced, or no receipt within the timeout.',
        },
      },
    },
    confirmed: { type: 'final' },
    failed: { type: 'final' },
  },
});
