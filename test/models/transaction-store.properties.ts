import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type {
  StoredTransaction,
  transactionStoreMachine,
} from '@/machines/transaction-store/transaction-store.machine';
import { defineProperties, lastOf, type StepFacts } from '../support/properties';

type TransactionStore = SnapshotFrom<typeof transactionStoreMachine>;
const RECENT = 'docs/wallet-behaviour.md section 11 (Recent transactions)';

/** The account and chain the wallet is on, from the wallet's last report. */
const onAccount = ({ history }: StepFacts<TransactionStore>) =>
  lastOf<{ type: string; address: string | null; chainId: number | null }>(history, 'wallet.accountChanged');
const listOf = (facts: StepFacts<TransactionStore>): StoredTransaction[] => {
  const account = onAccount(facts);
  if (!account?.address || account.chainId === null) return [];
  const groups = facts.snapshot.context.groups as Record<string, Record<string, StoredTransaction[]>>;
  // Addresses are one account in any letter case.
  const key = Object.keys(groups).find((address) => address.toLowerCase() === account.address?.toLowerCase());
  return (key && groups[key]?.[String(account.chainId)]) || [];
};
const allLists = ({ snapshot }: StepFacts<TransactionStore>) =>
  Object.values(snapshot.context.groups as Record<string, Record<string, StoredTransaction[]>>).flatMap(
    (chains) => Object.values(chains),
  );

export default defineProperties<TransactionStore>({
  machine: 'transactionStore',
  properties: [
    {
      id: 'all-pending-and-eleven-settled-kept',
      source: `${RECENT}: all pending transactions are kept; of the settled ones, the newest 11`,
      says: 'Every list keeps at most 11 settled transactions, and never two entries for one hash.',
      holds: (facts) =>
        allLists(facts).every(
          (list) =>
            list.filter(({ status }) => status !== 'pending').length <= 11 &&
            new Set(list.map(({ hash }) => hash)).size === list.length,
        ),
    },
    {
      id: 'a-sent-transaction-is-listed-pending',
      source: `${RECENT}: adding one needs a connected address on a configured chain; a new transaction is pending`,
      says: 'A transaction sent while on an account and chain is listed for them, pending, first.',
      holds: (facts) => {
        if (facts.event.type !== 'wallet.transactionSent') return true;
        const { hash, confirmations } = facts.event as { hash?: string; confirmations?: number };
        // The validation rules of the same section: 0x and 64 hex digits; confirmations an integer of at least 1.
        const valid =
          /^0x[0-9a-fA-F]{64}$/.test(hash ?? '') &&
          (confirmations === undefined || (Number.isInteger(confirmations) && confirmations >= 1));
        if (!valid) return !listOf(facts).some((entry) => entry.hash === hash);
        const account = onAccount(facts);
        if (!account?.address || account.chainId === null) return true;
        const first = listOf(facts)[0];
        return first?.hash === (facts.event as { hash?: string }).hash && first?.status === 'pending';
      },
    },
    {
      id: 'each-pending-transaction-is-watched',
      source: `${RECENT}: pending transactions are checked again when the page loads and when the account or chain changes`,
      says: "Exactly the pending transactions of the wallet's account and chain are being watched, one watcher each.",
      holds: (facts) => {
        const watched = Object.values(facts.snapshot.children as Record<string, AnyActorRef | undefined>)
          .filter((child) => child?.id.startsWith('transaction:'))
          .map((child) => (child?.getSnapshot() as { context: { hash: string } } | undefined)?.context.hash)
          .sort();
        const pending = listOf(facts)
          .filter(({ status }) => status === 'pending')
          .map(({ hash }) => hash)
          .sort();
        return JSON.stringify(watched) === JSON.stringify(pending);
      },
    },
    {
      id: 'storage-holds-what-is-shown',
      source: `${RECENT}; docs/wallet-behaviour.md section 12 (settled kept: 11)`,
      says: 'Whenever the list of the current account and chain is written to storage, it is the list shown.',
      holds: (facts) => {
        const account = onAccount(facts);
        return facts.recorded
          .map(
            ({ value }) => value as { address: string; chainId: number; transactions: StoredTransaction[] },
          )
          .filter(
            ({ address, chainId }) =>
              address.toLowerCase() === account?.address?.toLowerCase() && chainId === account?.chainId,
          )
          .every(({ transactions }) => JSON.stringify(transactions) === JSON.stringify(listOf(facts)));
      },
    },
  ],
});
