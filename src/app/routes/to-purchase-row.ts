import type { GetPurchaseHistoryReturnType } from '@/api/http/me/get-purchase-history';
import type { PurchaseRow } from '@/ui/app/purchase/purchase-data';

type PurchaseRecord = GetPurchaseHistoryReturnType['items'][number];

/** An order of the history as the purchase screen shows it (a server without payment fields: none known). */
export function toPurchaseRow(record: PurchaseRecord): PurchaseRow {
  const { reference, payTo, chainId, expiresAt, received, payments, ...order } = record;
  return {
    ...order,
    orderId: String(order.orderId),
    received: received ?? (order.status === 'paid' ? order.value : '0'),
    payments: payments ?? [],
    payment:
      reference && payTo && chainId !== undefined && expiresAt
        ? { reference, payTo, chainId, expiresAt }
        : null,
  };
}
