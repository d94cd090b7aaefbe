import { type Address, type Hex, isAddressEqual, type PublicClient } from 'viem';

/** Why a refund transaction does not close a payment (or `ok`). */
export type RefundCheck =
  | 'ok'
  | 'refund-not-found'
  | 'refund-not-confirmed'
  | 'refund-failed'
  | 'refund-not-from-treasury'
  | 'refund-not-to-payer'
  | 'refund-too-small';

export type RefundClaim = { refundTxHash: Hex; payer: Address; atLeast: bigint };

/**
 * Checks on chain that a refund is what it claims: a successful transaction with `confirmations` blocks on
 * top, sent FROM the treasury TO the payer, of at least what is owed. A payment's own hash (sent by the payer
 * to the treasury) or any other transaction is refused.
 */
export function onChainRefundCheck(
  client: PublicClient,
  settings: { treasury: Address; confirmations: number },
): (claim: RefundClaim) => Promise<RefundCheck> {
  return async ({ refundTxHash, payer, atLeast }) => {
    const [tx, receipt] = await Promise.all([
      client.getTransaction({ hash: refundTxHash }).catch(() => undefined),
      client.getTransactionReceipt({ hash: refundTxHash }).catch(() => undefined),
    ]);
    if (!tx || !receipt) return 'refund-not-found';
    const head = await client.getBlockNumber();
    if (head - receipt.blockNumber + 1n < BigInt(settings.confirmations)) return 'refund-not-confirmed';
    if (receipt.status !== 'success') return 'refund-failed';
    if (!isAddressEqual(tx.from, settings.treasury)) return 'refund-not-from-treasury';
    if (!tx.to || !isAddressEqual(tx.to, payer)) return 'refund-not-to-payer';
    return tx.value >= atLeast ? 'ok' : 'refund-too-small';
  };
}
