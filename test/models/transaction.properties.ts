import type { SnapshotFrom } from 'xstate';
import type { TransactionInput, transactionMachine } from '@/machines/transaction/transaction.machine';
import { defineProperties } from '../support/properties';

type Transaction = SnapshotFrom<typeof transactionMachine>;
const RECENT = 'docs/wallet-behaviour.md section 11 (Recent transactions)';

/** The spec's rule, from the receipt alone: reverted (or status 0) fails, any other receipt confirms, a failed wait fails. */
function outcomeOf(history: readonly { type: string; output?: { status?: unknown } }[]) {
  const settled = history.find(({ type }) => type.includes('waitForReceipt'));
  if (!settled) return 'pending';
  if (settled.type.startsWith('xstate.error.')) return 'failed';
  return ['reverted', 0].includes(settled.output?.status as string) ? 'failed' : 'confirmed';
}

export default defineProperties<Transaction>({
  machine: 'transaction',
  properties: [
    {
      id: 'status-follows-the-receipt',
      source: `${RECENT}: pending, then confirmed on a successful receipt, failed on a reverted one or a failed wait`,
      says: 'The transaction is pending until its receipt; then confirmed for a successful one, failed for a reverted one or a failed wait.',
      holds: ({ snapshot, history }) => {
        const outcome = outcomeOf(history);
        return snapshot.value === outcome && snapshot.hasTag('pending') === (outcome === 'pending');
      },
    },
    {
      id: 'store-told-once-when-settled',
      source: `${RECENT}: a settled transaction refreshes the balance`,
      says: 'The store is told the final status exactly once, when the transaction settles.',
      holds: ({ recorded, event, history }) => {
        const settles = event.type.includes('waitForReceipt');
        return settles
          ? recorded.length === 1 && recorded[0]?.value === outcomeOf(history)
          : recorded.length === 0;
      },
    },
    {
      id: 'receipt-awaited-for-this-hash',
      source: `${RECENT}; docs/wallet-behaviour.md section 12 (receipt wait 300 000 ms)`,
      says: 'The receipt is awaited once, for this hash on this chain with its confirmations, for 5 minutes.',
      holds: ({ index, invoked, input }) => {
        if (index > 0) return invoked.length === 0;
        const { hash, chainId, confirmations } = input as TransactionInput;
        const asked = invoked[0]?.input as Record<string, unknown> | undefined;
        return (
          invoked.length === 1 &&
          asked?.hash === hash &&
          asked?.chainId === chainId &&
          asked?.confirmations === confirmations &&
          asked?.timeoutMs === 300_000
        );
      },
    },
  ],
});
