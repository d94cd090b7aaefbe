import { useId } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import {
  recentTransactions,
  type StoredTransaction,
} from '@/machines/transaction-store/transaction-store.machine';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { useWalletViewData } from '../wallet-view-data';
import { TransactionRow } from './transaction-row';

const sameTransactions = (a: readonly StoredTransaction[], b: readonly StoredTransaction[]) =>
  a.length === b.length &&
  a.every((entry, index) => entry.hash === b[index]?.hash && entry.status === b[index]?.status);

/** The current account's three most recent transactions, newest first, each with its status. */
export function RecentTransactions() {
  const { t } = useWalletT();
  const { appName, currentChain } = useWalletViewData();
  const transactions = TransactionStoreActor.useSelector(
    (snapshot) => recentTransactions(snapshot.context),
    sameTransactions,
  );
  const canClear = TransactionStoreActor.useSelector((snapshot) =>
    snapshot.can({ type: 'user.clearTransactions' }),
  );
  const store = TransactionStoreActor.useActorRef();
  const titleId = useId();
  return (
    <section className="transactions" aria-labelledby={titleId}>
      <div className="transactions__head">
        <h3 id={titleId} className="transactions__title">
          {t('account.transactions')}
        </h3>
        {transactions.length > 0 ? (
          <button
            type="button"
            className="transactions__clear"
            onClick={() => store.send({ type: 'user.clearTransactions' })}
            disabled={!canClear}
          >
            {t('account.clear')}
          </button>
        ) : null}
      </div>
      {transactions.length > 0 ? (
        <ul className="transactions__list" aria-live="polite">
          {transactions.map((transaction) => (
            <TransactionRow
              key={transaction.hash}
              transaction={transaction}
              explorerUrl={currentChain?.blockExplorerUrl}
            />
          ))}
        </ul>
      ) : (
        <p className="transactions__empty">
          {appName ? t('account.empty', { appName }) : t('account.empty_fallback')}
        </p>
      )}
    </section>
  );
}
