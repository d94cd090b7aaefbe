const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How an order is named to its owner: the first 8 characters of the server's UUID (unique among one person's
 * orders in practice, and short enough for a table cell or a button label); any other id as it is.
 */
export function shortOrderId(orderId: string): string {
  return UUID.test(orderId) ? orderId.slice(0, 8) : orderId;
}
