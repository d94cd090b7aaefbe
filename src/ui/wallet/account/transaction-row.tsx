import { site } from '@/config/site';
import { formatTokenAmount } from '@/domain/format/token-amount';
import { useWalletT, type WalletTranslation } from '@/i18n/use-wallet-t';
import type {
  StoredTransaction,
  TransactionDescription,
  TransactionStatus,
} from '@/machines/transaction-store/transaction-store.machine';
import { explorerTransactionUrl } from '../shared/explorer-links';

const statusKeys = {
  pending: 'account.pending',
  confirmed: 'account.confirmed',
  failed: 'account.failed',
} as const satisfies Record<TransactionStatus, string>;

/**
 * A description in the reader's language: a key (a purchase's payment) is translated as the row is drawn; a text
 * (the reference kit's addRecentTransaction, or an entry stored before issue 26) shows as it was written.
 */
function descriptionText(description: TransactionDescription, { t, locale }: WalletTranslation): string {
  if (typeof description === 'string') return description;
  const amount = formatTokenAmount(description.amount, site.token.decimals, { maxFractionDigits: 0, locale });
  return t(description.key, { amount, symbol: site.token.symbol });
}

interface TransactionRowProps {
  transaction: StoredTransaction;
  /** The current chain's explorer; without one the row is plain text. */
  explorerUrl: string | undefined;
}

/** One transaction: status icon, description and status word, linking to the explorer's transaction page. */
export function TransactionRow({ transaction, explorerUrl }: TransactionRowProps) {
  const translation = useWalletT();
  const { t } = translation;
  const { status, description, hash } = transaction;
  const content = (
    <>
      <StatusIcon status={status} />
      <span className="transaction__description">{descriptionText(description, translation)}</span>
      <span className={`transaction__status transaction__status--${status}`}>{t(statusKeys[status])}</span>
    </>
  );
  return (
    <li className="transaction" data-status={status}>
      {explorerUrl ? (
        <a
          className="transaction__body transaction__body--link"
          href={explorerTransactionUrl(explorerUrl, hash)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {content}
          <span className="wallet-sr-only"> ({t('account.view_transaction')})</span>
        </a>
      ) : (
        <div className="transaction__body">{content}</div>
      )}
    </li>
  );
}

function StatusIcon({ status }: { status: TransactionStatus }) {
  if (status === 'pending') return <span className="wallet-spinner transaction__icon" aria-hidden="true" />;
  return (
    <svg
      className={`transaction__icon transaction__icon--${status}`}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.16" />
      <path
        d={status === 'confirmed' ? 'M6 10.5l2.6 2.6L14 7.5' : 'M7 7l6 6m0-6l-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
