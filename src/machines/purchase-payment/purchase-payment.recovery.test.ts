import { flush } from '@test/support/flush';
import {
  hasStep,
  paymentHash,
  paymentOf,
  purchaseOrder,
  startControllablePurchase,
} from '@test/support/purchase-fixtures';
import { describe, expect, it } from 'vitest';
import { ORDER_EXPIRY_MARGIN_MS } from '../shared/payment-failure';

const EXPIRES = Date.parse(purchaseOrder.expiresAt);
const IN_TIME = EXPIRES - 10 * 60_000;
const TOO_LATE = EXPIRES - ORDER_EXPIRY_MARGIN_MS;
/** What order #42 still lacks after a part payment: the top-up pays this, not the order's full value. */
const topUpOrder = { ...purchaseOrder, value: '60000000000000000' };

/** A purchase of 1,000 tokens whose wallet is on another chain than the order's. */
async function onWrongNetwork() {
  const purchase = startControllablePurchase();
  purchase.actor.send({ type: 'user.changeAmount', value: '1000' });
  purchase.actor.send({ type: 'user.submit' });
  purchase.order.resolve(purchaseOrder);
  await flush();
  purchase.payment.reject({ code: 'chain_mismatch' });
  await flush();
  return purchase;
}

/** Pay the difference of order #42 from the form (nothing typed), failing in the wallet for lack of funds. */
async function failedTopUp() {
  const purchase = startControllablePurchase();
  purchase.actor.send({ type: 'user.payDifference', order: topUpOrder, now: IN_TIME });
  await flush();
  purchase.payment.reject({ code: 'insufficient_funds' });
  await flush();
  return purchase;
}

describe('purchase machine: a wallet on another network', () => {
  it('offers Switch network, asks the wallet for the order chain, then pays the same order with no second Pay', async () => {
    const { actor, order, payment, network } = await onWrongNetwork();
    expect(hasStep(actor, 'wrongNetwork')).toBe(true);
    expect(paymentOf(actor)?.can({ type: 'user.switchNetwork' })).toBe(true);
    expect(paymentOf(actor)?.context.failure).toEqual({ step: 'wallet', code: 'chain_mismatch' });

    actor.send({ type: 'user.switchNetwork' });
    await flush();
    expect(hasStep(actor, 'switchingNetwork')).toBe(true);
    expect(network.last().input).toEqual({ chainId: purchaseOrder.chainId });
    expect(payment.calls).toHaveLength(1);

    network.resolve({ switchedAt: IN_TIME });
    await flush();
    expect(hasStep(actor, 'awaitingWallet')).toBe(true);
    expect(order.calls).toHaveLength(1);
    expect(payment.calls).toHaveLength(2);
    expect(payment.last().input).toMatchObject({
      value: purchaseOrder.value,
      chainId: purchaseOrder.chainId,
    });
    payment.resolve({ hash: paymentHash });
    await flush();
    expect(hasStep(actor, 'awaitingReceipt')).toBe(true);
  });

  it('comes back after a declined switch with the reason, and Switch network works the second time', async () => {
    const { actor, payment, network } = await onWrongNetwork();
    actor.send({ type: 'user.switchNetwork' });
    await flush();
    network.reject({ code: 'user_rejected' });
    await flush();
    expect(hasStep(actor, 'wrongNetwork')).toBe(true);
    expect(paymentOf(actor)?.context.failure).toEqual({ step: 'network', code: 'user_rejected' });
    expect(payment.calls).toHaveLength(1);

    actor.send({ type: 'user.switchNetwork' });
    await flush();
    expect(actor.getSnapshot().context.failure).toBeNull();
    network.resolve({ switchedAt: IN_TIME });
    await flush();
    expect(payment.calls).toHaveLength(2);
  });

  it('opens a new order for the same amount when the switch ends too close to the expiry', async () => {
    const { actor, order, payment, network } = await onWrongNetwork();
    actor.send({ type: 'user.switchNetwork' });
    await flush();
    network.resolve({ switchedAt: TOO_LATE });
    await flush();
    expect(order.calls).toHaveLength(2);
    expect(order.last().input).toEqual({ amount: purchaseOrder.amount });
    expect(payment.calls).toHaveLength(1);
  });

  it('goes back to the form on Cancel, with the amount kept and no order held', async () => {
    const { actor } = await onWrongNetwork();
    actor.send({ type: 'user.cancel' });
    expect(hasStep(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '1000', order: null, failure: null });
  });
});

describe('purchase machine: a top-up of an order that can no longer be paid (issue 13)', () => {
  it('pays the same order again while it is valid', async () => {
    const { actor, order, payment } = await failedTopUp();
    actor.send({ type: 'user.retry', now: IN_TIME });
    await flush();
    expect(order.calls).toHaveLength(0);
    expect(payment.calls).toHaveLength(2);
    expect(payment.last().input.value).toBe(topUpOrder.value);
  });

  it('says the order expired instead of asking for an order of 0, and offers no Try again', async () => {
    const { actor, order, payment } = await failedTopUp();
    actor.send({ type: 'user.retry', now: TOO_LATE });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(order.calls).toHaveLength(0);
    expect(payment.calls).toHaveLength(1);
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.context.failure).toEqual({ step: 'order', code: 'top_up_expired' });
    expect(snapshot.can({ type: 'user.retry', now: IN_TIME })).toBe(false);
    actor.send({ type: 'user.cancel' });
    expect(hasStep(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ order: null, failure: null, topUp: false });
  });

  it('never replaces a top-up with an order of the amount typed in the form', async () => {
    const purchase = startControllablePurchase();
    purchase.actor.send({ type: 'user.changeAmount', value: '500' });
    purchase.actor.send({ type: 'user.payDifference', order: topUpOrder, now: IN_TIME });
    await flush();
    purchase.payment.reject({ code: 'insufficient_funds' });
    await flush();
    purchase.actor.send({ type: 'user.retry', now: TOO_LATE });
    await flush();
    expect(purchase.order.calls).toHaveLength(0);
    expect(purchase.actor.getSnapshot().context.failure?.code).toBe('top_up_expired');
  });

  it('closes a top-up the server saw only after its order expired', async () => {
    const { actor, order, payment, receipt, record } = startControllablePurchase();
    actor.send({ type: 'user.payDifference', order: topUpOrder, now: IN_TIME });
    await flush();
    payment.resolve({ hash: paymentHash });
    await flush();
    receipt.resolve({ status: 'confirmed' });
    await flush();
    record.resolve({ status: 'expired', checkedAt: EXPIRES });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { step: 'order', code: 'top_up_expired' },
      order: null,
      hash: null,
    });
    expect(order.calls).toHaveLength(0);
  });

  it('closes a top-up whose wallet switched network too late', async () => {
    const { actor, order, payment, network } = startControllablePurchase();
    actor.send({ type: 'user.payDifference', order: topUpOrder, now: IN_TIME });
    await flush();
    payment.reject({ code: 'chain_mismatch' });
    await flush();
    actor.send({ type: 'user.switchNetwork' });
    await flush();
    network.resolve({ switchedAt: TOO_LATE });
    await flush();
    expect(actor.getSnapshot().context.failure?.code).toBe('top_up_expired');
    expect(order.calls).toHaveLength(0);
    expect(payment.calls).toHaveLength(1);
  });
});
