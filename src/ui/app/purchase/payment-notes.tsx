import { useTranslation } from 'react-i18next';
import { shortOrderId } from '@/domain/format/order-id';
import { formatTokenAmount } from '@/domain/format/token-amount';
import { formatDateTime, intlLocale } from '@/ui/kit/format-date';
import type { OrderPayment, PurchaseRow, TransactionUrl } from './purchase-data';
import { TransactionLink } from './transaction-link';

export interface PayDifference {
  /** True when the order can still take a top-up now (open, with time for it to be mined). */
  isPayable: (row: PurchaseRow) => boolean;
  /** False while a payment is under way: one payment at a time. */
  enabled: boolean;
  onPay: (row: PurchaseRow) => void;
}

export interface PaymentNotesProps {
  row: PurchaseRow;
  currency: string | null;
  transactionUrl?: TransactionUrl | undefined;
  payDifference?: PayDifference | undefined;
}

/** What is still owed on an open order: its value less what the owner paid toward it. */
export function remainingOf(row: PurchaseRow): bigint {
  const remaining = BigInt(row.value) - BigInt(row.received);
  return row.status === 'awaiting_payment' && remaining > 0n ? remaining : 0n;
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Payments that are more than "counted toward the order": not counted, or with something owed back. */
const isNoteworthy = (payment: OrderPayment) => payment.outcome !== 'counted' || payment.refund !== null;

/** Whether an order has anything to say under it: a part-paid remainder, or a payment that did not simply count. */
export function hasPaymentNotes(row: PurchaseRow): boolean {
  return (remainingOf(row) > 0n && BigInt(row.received) > 0n) || row.payments.some(isNoteworthy);
}

/**
 * What happened to the payments of one order and what the user can do: pay the rest of a part-paid order,
 * or wait for a refund (to the address that paid, shown when it is not the buyer's own). Nothing (null) when
 * every payment simply counted toward the order.
 */
export function PaymentNotes({ row, currency, transactionUrl, payDifference }: PaymentNotesProps) {
  const { t, i18n } = useTranslation('app');
  const locale = intlLocale(i18n.language);
  const coin = (value: string | bigint) =>
    `${formatTokenAmount(value.toString(), 18, { maxFractionDigits: 18, locale })} ${currency ?? ''}`.trim();
  const remaining = remainingOf(row);
  if (!hasPaymentNotes(row)) return null;
  const shortNote =
    remaining > 0n && BigInt(row.received) > 0n ? (
      <li className="purchase-note is-short">
        <p>
          {t('purchase.history.notes.short', {
            received: coin(row.received),
            value: coin(row.value),
            remaining: coin(remaining),
            deadline: row.payment ? formatDateTime(row.payment.expiresAt, i18n.language) : '—',
          })}
        </p>
        {payDifference?.isPayable(row) ? (
          <button
            type="button"
            className="kit-button kit-button--primary kit-button--small"
            disabled={!payDifference.enabled}
            onClick={() => payDifference.onPay(row)}
            aria-label={t('purchase.history.notes.payDifferenceLabel', {
              remaining: coin(remaining),
              orderId: shortOrderId(row.orderId),
            })}
          >
            {t('purchase.history.notes.payDifference')}
          </button>
        ) : null}
      </li>
    ) : null;
  const payments = row.payments.filter(isNoteworthy);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of notes, not a form (no fieldset semantics)
    <div role="group" aria-label={t('purchase.history.paymentsOf', { orderId: shortOrderId(row.orderId) })}>
      <p className="purchase-notes-title" aria-hidden="true">
        {t('purchase.history.payments')}
      </p>
      <ul className="purchase-notes">
        {shortNote}
        {payments.map((payment, index) => (
          // One transaction can hold several payments (a smart account's batch): the hash alone is no key. The
          // list comes in chain order and its items hold no state, so the position completes it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`${payment.txHash}:${index}`} className={`purchase-note is-${payment.outcome}`}>
            <p>
              {t(`purchase.history.notes.${noteKey(payment, row)}`, {
                value: coin(payment.value),
                amount: coin(payment.refund?.amount ?? '0'),
                from: shortAddress(payment.from),
              })}{' '}
              <TransactionLink hash={payment.txHash} transactionUrl={transactionUrl} />
            </p>
            {payment.refund ? (
              <p className="purchase-note__refund">
                <span className={`badge purchase-refund is-${payment.refund.status}`}>
                  {t(`purchase.history.refund.${payment.refund.status}`)}
                </span>{' '}
                {payment.refund.status === 'refunded' && payment.refund.txHash ? (
                  <TransactionLink hash={payment.refund.txHash} transactionUrl={transactionUrl} />
                ) : (
                  t('purchase.history.refund.to', { to: shortAddress(payment.from) })
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function noteKey(payment: OrderPayment, row: PurchaseRow) {
  switch (payment.outcome) {
    case 'counted':
      return row.status === 'paid' ? 'overpaid' : 'expiredShort';
    case 'wrong_sender':
      return 'wrongSender';
    default:
      return payment.outcome;
  }
}
