import { describe, expect, it, vi } from 'vitest';
import { type OrderStatusPage, waitForOrderPaid } from './wait-for-order-paid';

const page = (
  status: 'awaiting_payment' | 'paid' | 'expired',
  orderId: string | number = 9,
): OrderStatusPage => ({
  items: [
    { orderId: 10, status: 'awaiting_payment' },
    { orderId, status },
  ],
});

function answers(...results: (OrderStatusPage | Error)[]) {
  const fetchRecent = vi.fn(async () => {
    const next = results.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return fetchRecent;
}

const noWait = vi.fn(async () => undefined);

describe('waitForOrderPaid', () => {
  it('looks again while the order awaits payment, and resolves once the server marks it paid', async () => {
    const fetchRecent = answers(page('awaiting_payment'), page('awaiting_payment'), page('paid'));
    const sleep = vi.fn(async () => undefined);
    const result = await waitForOrderPaid({
      orderId: '9',
      fetchRecent,
      signal: new AbortController().signal,
      sleep,
    });
    expect(result).toEqual({ status: 'paid' });
    expect(fetchRecent).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(2000, expect.any(AbortSignal));
  });

  it('reports an expired order, and matches ids given as numbers', async () => {
    const result = await waitForOrderPaid({
      orderId: '9',
      fetchRecent: answers(page('expired', 9)),
      signal: new AbortController().signal,
      sleep: noWait,
    });
    expect(result).toEqual({ status: 'expired' });
  });

  it('keeps looking while the order is not on the page yet', async () => {
    const fetchRecent = answers({ items: [] }, page('paid', '9'));
    await expect(
      waitForOrderPaid({ orderId: '9', fetchRecent, signal: new AbortController().signal, sleep: noWait }),
    ).resolves.toEqual({ status: 'paid' });
  });

  it('rides out two failed looks in a row but gives up on the third', async () => {
    const blip = new Error('network');
    await expect(
      waitForOrderPaid({
        orderId: '9',
        fetchRecent: answers(blip, blip, page('paid')),
        signal: new AbortController().signal,
        sleep: noWait,
      }),
    ).resolves.toEqual({ status: 'paid' });
    await expect(
      waitForOrderPaid({
        orderId: '9',
        fetchRecent: answers(blip, page('awaiting_payment'), blip, blip, blip),
        signal: new AbortController().signal,
        sleep: noWait,
      }),
    ).rejects.toBe(blip);
  });

  it('stops when its owner is stopped', async () => {
    const controller = new AbortController();
    const waiting = waitForOrderPaid({
      orderId: '9',
      fetchRecent: async () => page('awaiting_payment'),
      signal: controller.signal,
      intervalMs: 60_000,
    });
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
  });
});
