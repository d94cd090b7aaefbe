import { useTranslation } from 'react-i18next';
import { shortOrderId } from '@/domain/format/order-id';
import { formatDateTime } from '@/ui/kit/format-date';
import type { PagedSource } from '@/ui/kit/loadable';
import { PagedTable, type TableColumn } from '@/ui/kit/paged-table';
import { TokenAmount } from '@/ui/kit/token-amount';
import { hasPaymentNotes, type PayDifference, PaymentNotes } from './payment-notes';
import type { PurchaseRow, TransactionUrl } from './purchase-data';
import { TransactionLink } from './transaction-link';

export interface PurchaseHistoryProps {
  history: PagedSource<PurchaseRow>;
  /** The native coin's symbol for the Paid column (shown bare until the token info has loaded). */
  currency: string | null;
  transactionUrl?: TransactionUrl | undefined;
  /** Offers to pay the rest of a part-paid open order. */
  payDifference?: PayDifference | undefined;
}

/** A part-paid order still open shows as such, not as merely awaiting payment. */
const statusKey = (row: PurchaseRow) =>
  row.status === 'awaiting_payment' && BigInt(row.received) > 0n ? 'partlyPaid' : row.status;

/**
 * The user's orders, newest first: amount, value, status, transaction, created and paid dates, and under an
 * order what happened to payments that did not simply pay it (with what the user can do about it).
 */
export function PurchaseHistory({ history, currency, transactionUrl, payDifference }: PurchaseHistoryProps) {
  const { t, i18n } = useTranslation('app');
  const date = (iso: string | null) => (iso === null ? null : formatDateTime(iso, i18n.language));
  const columns: TableColumn<PurchaseRow>[] = [
    {
      key: 'order',
      header: t('purchase.history.order'),
      cell: (row) => <span title={row.orderId}>#{shortOrderId(row.orderId)}</span>,
      skeletonWidth: '3rem',
    },
    {
      key: 'amount',
      header: t('purchase.history.amount'),
      align: 'end',
      cell: (row) => <TokenAmount value={row.amount} maxFractionDigits={0} />,
    },
    {
      key: 'value',
      header: t('purchase.history.value'),
      align: 'end',
      cell: (row) => <TokenAmount value={row.value} symbol={currency ?? false} maxFractionDigits={18} />,
    },
    {
      key: 'status',
      header: t('purchase.history.status'),
      cell: (row) => (
        <span className={`badge purchase-status is-${statusKey(row)}`}>
          {t(`purchase.history.statuses.${statusKey(row)}`)}
        </span>
      ),
      skeletonWidth: '5rem',
    },
    {
      key: 'transaction',
      header: t('purchase.history.transaction'),
      cell: (row) =>
        row.txHash === null ? '—' : <TransactionLink hash={row.txHash} transactionUrl={transactionUrl} />,
    },
    { key: 'created', header: t('purchase.history.created'), cell: (row) => date(row.createdAt) ?? '—' },
    {
      key: 'paid',
      header: t('purchase.history.paidAt'),
      cell: (row) =>
        date(row.paidAt) ?? (row.status === 'awaiting_payment' ? t('purchase.history.notPaid') : '—'),
    },
  ];
  return (
    <PagedTable
      title={t('purchase.history.title')}
      columns={columns}
      rowKey={(row) => row.orderId}
      rowDetail={(row) =>
        hasPaymentNotes(row) ? (
          <PaymentNotes
            row={row}
            currency={currency}
            transactionUrl={transactionUrl}
            payDifference={payDifference}
          />
        ) : null
      }
      data={history.data}
      page={history.page}
      size={history.size}
      onPageChange={history.onPageChange}
      onSizeChange={history.onSizeChange}
      empty={{ title: t('purchase.history.empty'), description: t('purchase.history.emptyHint') }}
      testId="purchase-history"
    />
  );
}
