import type { PurchaseStatus } from '@/ui/app/purchase/purchase-data';

export interface OrderStatusPage {
  items: { orderId: string | number; status: PurchaseStatus }[];
}

export interface WaitForOrderPaidOptions {
  orderId: string;
  /** The newest orders (page 1 of the history). */
  fetchRecent: (signal: AbortSignal) => Promise<OrderStatusPage>;
  signal: AbortSignal;
  /** Between two looks at the history; the server's watcher needs a few blocks. */
  intervalMs?: number;
  /** Failed looks in a row tolerated before giving up (a blip should not fail a paid order). */
  maxConsecutiveFailures?: number;
  /** For tests: how to wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const ORDER_POLL_INTERVAL_MS = 2_000;

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', cancel);
      resolve();
    }
    function cancel() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', cancel, { once: true });
  });
}

/**
 * Looks at the purchase history until the server has marked the order paid (or expired). An order not on the
 * first page yet, or still awaiting payment, means "look again"; only repeated failures to load give up.
 * Stopping on `expired` is safe because the server reports it only once its chain watcher has checked blocks
 * mined after the order's expiry plus the grace, so no payment can still be credited.
 */
export async function waitForOrderPaid({
  orderId,
  fetchRecent,
  signal,
  intervalMs = ORDER_POLL_INTERVAL_MS,
  maxConsecutiveFailures = 3,
  sleep = abortableSleep,
}: WaitForOrderPaidOptions): Promise<{ status: 'paid' | 'expired' }> {
  let failures = 0;
  for (;;) {
    try {
      const page = await fetchRecent(signal);
      failures = 0;
      const order = page.items.find((item) => String(item.orderId) === orderId);
      if (order?.status === 'paid' || order?.status === 'expired') return { status: order.status };
    } catch (error) {
      if (signal.aborted) throw error;
      failures += 1;
      if (failures >= maxConsecutiveFailures) throw error;
    }
    await sleep(intervalMs, signal);
  }
}
