import { flush } from '@test/support/flush';
import {
  hasStep,
  paymentHash,
  purchaseOrder,
  startControllablePurchase,
} from '@test/support/purchase-fixtures';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ORDER_EXPIRY_MARGIN_MS } from '../shared/payment-failure';
import { purchaseMachine } from './purchase.machine';

const EXPIRES = Date.parse(purchaseOrder.expiresAt);

async function startPaying() {
  const purchase = startControllablePurchase();
  purchase.actor.send({ type: 'user.changeAmount', value: '1000' });
  purchase.actor.send({ type: 'user.submit' });
  purchase.order.resolve(purchaseOrder);
  await flush();
  return purchase;
}

describe('purchase machine', () => {
  it('behavior: an empty amount is only an error once the user tries to buy', () => {
    const actor = createActor(purchaseMachine, { input: {} }).start();
    actor.send({ type: 'user.changeAmount', value: '' });
    expect(actor.getSnapshot().context.amountError).toBeNull();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.amountError).toBe('purchase.amount.errors.required');
    expect(hasStep(actor, 'editing')).toBe(true);
    actor.send({ type: 'user.changeAmount', value: '2.5' });
    expect(actor.getSnapshot().context.amountError).toBe('purchase.amount.errors.notWhole');
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
  });

  it('behavior: a rejection in the wallet returns quietly to the form with the amount kept', async () => {
    const { actor, payment } = await startPaying();
    payment.reject({ code: 'user_rejected' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context).toMatchObject({ amountText: '1000', failure: null, order: null });
  });

  it('behavior: without a transaction store in the system, the payment waits for the receipt on the order chain itself', async () => {
    const { actor, payment, receipt } = await startPaying();
    payment.resolve({ hash: paymentHash });
    await flush();
    expect(receipt.last().input).toEqual({ hash: paymentHash, chainId: purchaseOrder.chainId });
    expect(hasStep(actor, 'awaitingReceipt')).toBe(true);
  });

  it('behavior: after a timed-out receipt wait, retry watches the same transaction instead of paying again', async () => {
    const { actor, payment, receipt } = await startPaying();
    payment.resolve({ hash: paymentHash });
    await flush();
    receipt.resolve({ status: 'failed', reason: 'timeout' });
    await flush();
    actor.send({ type: 'user.retry', now: EXPIRES - 10 * 60_000 });
    await flush();
    expect(payment.calls).toHaveLength(1);
    expect(receipt.calls).toHaveLength(2);
    expect(hasStep(actor, 'awaitingReceipt')).toBe(true);
  });

  it('behavior: after the session ended while waiting for the record, retry asks the server again, never the wallet', async () => {
    const { actor, payment, receipt, record } = await startPaying();
    payment.resolve({ hash: paymentHash });
    await flush();
    receipt.resolve({ status: 'confirmed' });
    await flush();
    record.reject({ code: 'session_ended', checkedAt: EXPIRES });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'server', code: 'session_ended' });
    actor.send({ type: 'user.retry', now: EXPIRES + 60 * 60_000 });
    await flush();
    expect(payment.calls).toHaveLength(1);
    expect(record.calls).toHaveLength(2);
    record.resolve({ status: 'paid', checkedAt: EXPIRES });
    await flush();
    expect(hasStep(actor, 'paid')).toBe(true);
  });

  it('behavior: a reverted payment is paid again on the same order while it is valid', async () => {
    const { actor, order, payment, receipt } = await startPaying();
    payment.resolve({ hash: paymentHash });
    await flush();
    receipt.resolve({ status: 'failed', reason: 'reverted' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'receipt', code: 'reverted' });
    actor.send({ type: 'user.retry', now: EXPIRES - ORDER_EXPIRY_MARGIN_MS - 1 });
    await flush();
    expect(order.calls).toHaveLength(1);
    expect(payment.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.hash).toBeNull();
  });

  it('behavior: an order about to expire is replaced by a new one on retry', async () => {
    const { actor, order, payment } = await startPaying();
    payment.reject({ code: 'insufficient_funds' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'wallet', code: 'insufficient_funds' });
    actor.send({ type: 'user.retry', now: EXPIRES - ORDER_EXPIRY_MARGIN_MS });
    await flush();
    expect(order.calls).toHaveLength(2);
    expect(payment.calls).toHaveLength(1);
    expect(hasStep(actor, 'creatingOrder')).toBe(true);
  });

  it("behavior: tells the screen when the server's orders changed: opened, then paid", async () => {
    const { actor, payment, receipt, record, orderChanges } = await startPaying();
    expect(orderChanges).toEqual([false]);
    payment.resolve({ hash: paymentHash });
    await flush();
    receipt.resolve({ status: 'confirmed' });
    await flush();
    expect(orderChanges).toEqual([false]);
    record.resolve({ status: 'paid', checkedAt: EXPIRES - 60_000 });
    await flush();
    expect(hasStep(actor, 'paid')).toBe(true);
    expect(orderChanges).toEqual([false, true]);
  });

  it('behavior: an order the server expired is dropped; buying again opens a new one', async () => {
    const { actor, payment, receipt, record, orderChanges } = await startPaying();
    payment.resolve({ hash: paymentHash });
    await flush();
    receipt.resolve({ status: 'confirmed' });
    await flush();
    record.resolve({ status: 'expired', checkedAt: EXPIRES });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      order: null,
      hash: null,
      failure: { step: 'server', code: 'order_expired' },
    });
    expect(orderChanges).toEqual([false, false]);
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(hasStep(actor, 'creatingOrder')).toBe(true);
  });

  it('behavior: a failure without a code is shown as unknown, and cancel goes back to the form', async () => {
    const { actor: failing, order } = startControllablePurchase();
    failing.send({ type: 'user.changeAmount', value: '1' });
    failing.send({ type: 'user.submit' });
    order.reject(new Error('boom'));
    await flush();
    expect(failing.getSnapshot().context.failure).toEqual({ step: 'order', code: 'unknown' });
    failing.send({ type: 'user.cancel' });
    expect(failing.getSnapshot().hasTag('editing')).toBe(true);
    expect(failing.getSnapshot().context.amountText).toBe('1');
  });
});
