import { flush } from '@test/support/flush';
import {
  hasStep,
  paymentHash,
  purchaseOrder,
  sendToPayment,
  startControllablePurchase,
} from '@test/support/purchase-fixtures';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import {
  lookDelayMs,
  MAX_LOOK_BACKOFF_STEPS,
  ORDER_LOOK_INTERVAL_MS,
  ORDER_RECORD_GRACE_MS,
} from './order-record';

const EXPIRES = Date.parse(purchaseOrder.expiresAt);
const BEFORE_EXPIRY = EXPIRES - 20 * 60_000;

/** A purchase whose payment is confirmed on chain: its first look at the server's record is under way. */
async function awaitingRecord() {
  const clock = new SimulatedClock();
  const purchase = startControllablePurchase(clock);
  purchase.actor.send({ type: 'user.changeAmount', value: '1000' });
  purchase.actor.send({ type: 'user.submit' });
  purchase.order.resolve(purchaseOrder);
  await flush();
  purchase.payment.resolve({ hash: paymentHash });
  await flush();
  purchase.receipt.resolve({ status: 'confirmed' });
  await flush();
  const answer = async (
    status: 'awaiting_payment' | 'paid' | 'expired' | null,
    checkedAt = BEFORE_EXPIRY,
  ) => {
    purchase.record.resolve({ status, checkedAt });
    await flush();
  };
  const fail = async (code: string, checkedAt = BEFORE_EXPIRY) => {
    purchase.record.reject({ code, checkedAt });
    await flush();
  };
  return { ...purchase, clock, answer, fail };
}

describe('purchase machine: waiting for the server to record the payment', () => {
  it('behavior: looks again every 2 s while the order is unpaid or not listed yet, and stops once it is paid', async () => {
    const { actor, clock, record, answer } = await awaitingRecord();
    expect(record.calls).toHaveLength(1);
    expect(record.last().input).toEqual({ orderId: purchaseOrder.orderId });
    await answer(null);
    clock.increment(ORDER_LOOK_INTERVAL_MS - 1);
    expect(record.calls).toHaveLength(1);
    clock.increment(1);
    expect(record.calls).toHaveLength(2);
    await answer('awaiting_payment');
    clock.increment(ORDER_LOOK_INTERVAL_MS);
    expect(record.calls).toHaveLength(3);
    expect(hasStep(actor, 'awaitingServer')).toBe(true);
    await answer('paid');
    expect(hasStep(actor, 'paid')).toBe(true);
    clock.increment(60 * 60_000);
    expect(record.calls).toHaveLength(3);
  });

  it('behavior: failed looks double the wait up to 32 s and never fail the purchase before the deadline', async () => {
    const { actor, clock, record, fail, answer } = await awaitingRecord();
    const waits: number[] = [];
    for (let failures = 1; failures <= MAX_LOOK_BACKOFF_STEPS + 2; failures++) {
      await fail(failures % 2 ? 'network' : 'server');
      const looks = record.calls.length;
      const wait = lookDelayMs(failures);
      clock.increment(wait - 1);
      expect(record.calls).toHaveLength(looks);
      clock.increment(1);
      expect(record.calls).toHaveLength(looks + 1);
      waits.push(wait);
    }
    expect(waits).toEqual([4_000, 8_000, 16_000, 32_000, 32_000, 32_000]);
    expect(actor.getSnapshot().context.failure).toBeNull();
    // An answer ends the backoff: the next look is 2 s away again.
    await answer('awaiting_payment');
    const looks = record.calls.length;
    clock.increment(ORDER_LOOK_INTERVAL_MS);
    expect(record.calls).toHaveLength(looks + 1);
  });

  it('behavior: does not ask the server while the page is hidden, and looks at once when it is shown', async () => {
    const { actor, clock, record, answer } = await awaitingRecord();
    // Hidden during a look: the answer is kept, the next look waits for the page.
    sendToPayment(actor, { type: 'page.hidden' });
    await answer('awaiting_payment');
    clock.increment(10 * 60_000);
    expect(record.calls).toHaveLength(1);
    expect(hasStep(actor, 'awaitingServer')).toBe(true);
    sendToPayment(actor, { type: 'page.visible' });
    expect(record.calls).toHaveLength(2);
    // Hidden while waiting between looks: the pending look is dropped.
    await answer('awaiting_payment');
    clock.increment(ORDER_LOOK_INTERVAL_MS - 1);
    sendToPayment(actor, { type: 'page.hidden' });
    clock.increment(60_000);
    expect(record.calls).toHaveLength(2);
    sendToPayment(actor, { type: 'page.visible' });
    expect(record.calls).toHaveLength(3);
  });

  // The payment child watches the page from its start (the real watcher reports the page as it is then).
  it('behavior: a page hidden while the wallet asks is remembered when the wait for the record starts', async () => {
    const clock = new SimulatedClock();
    const { actor, order, payment, receipt, record } = startControllablePurchase(clock);
    actor.send({ type: 'user.changeAmount', value: '1000' });
    actor.send({ type: 'user.submit' });
    order.resolve(purchaseOrder);
    await flush();
    sendToPayment(actor, { type: 'page.hidden' });
    payment.resolve({ hash: paymentHash });
    await flush();
    receipt.resolve({ status: 'confirmed' });
    await flush();
    record.resolve({ status: 'awaiting_payment', checkedAt: BEFORE_EXPIRY });
    await flush();
    clock.increment(60_000);
    expect(record.calls).toHaveLength(1);
    sendToPayment(actor, { type: 'page.visible' });
    expect(record.calls).toHaveLength(2);
  });

  it('behavior: gives up with a message once past the expiry plus grace, keeping the payment to look again', async () => {
    const deadline = EXPIRES + ORDER_RECORD_GRACE_MS;
    const { actor, clock, payment, record, answer } = await awaitingRecord();
    await answer('awaiting_payment', deadline - 1);
    expect(actor.getSnapshot().context.failure).toBeNull();
    clock.increment(ORDER_LOOK_INTERVAL_MS);
    await answer('awaiting_payment', deadline);
    expect(hasStep(actor, 'failed')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { step: 'server', code: 'not_recorded' },
      order: purchaseOrder,
      hash: paymentHash,
    });
    actor.send({ type: 'user.retry', now: deadline + 1 });
    expect(record.calls).toHaveLength(3);
    expect(payment.calls).toHaveLength(1);
  });

  it('behavior: a look that fails past the deadline says why, and one the server refuses fails at once', async () => {
    const late = await awaitingRecord();
    await late.fail('network', EXPIRES + ORDER_RECORD_GRACE_MS);
    expect(late.actor.getSnapshot().context.failure).toEqual({ step: 'server', code: 'network' });
    const refused = await awaitingRecord();
    await refused.fail('request_refused');
    expect(refused.actor.getSnapshot().context.failure).toEqual({ step: 'server', code: 'request_refused' });
    refused.clock.increment(60_000);
    expect(refused.record.calls).toHaveLength(1);
  });

  it('behavior: stopping the purchase stops the looks', async () => {
    const { actor, clock, record, answer } = await awaitingRecord();
    await answer('awaiting_payment');
    actor.stop();
    clock.increment(60_000);
    expect(record.calls).toHaveLength(1);
  });
});
