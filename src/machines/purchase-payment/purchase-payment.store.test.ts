import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { paymentHash, purchaseOrder } from '@test/support/purchase-fixtures';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '../transaction/transaction.machine';
import { currentTransactions, transactionStoreMachine } from '../transaction-store/transaction-store.machine';
import { purchasePaymentMachine } from './purchase-payment.machine';

const ACCOUNT = `0x${'1'.repeat(40)}`;

/** The real store and the real payment child, in two systems as in the app (issue 26: one receipt wait per payment). */
function start() {
  const storeWait = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
  const ownWait = controllable<{ status: 'confirmed' }>();
  const sent = controllable<{ hash: string }>();
  const store = createActor(
    transactionStoreMachine.provide({
      actors: { transaction: transactionMachine.provide({ actors: { waitForReceipt: storeWait.logic } }) },
    }),
    { input: {} },
  ).start();
  store.send({ type: 'wallet.accountChanged', address: ACCOUNT, chainId: purchaseOrder.chainId });
  const system = { get: (id: string) => (id === 'transactionStore' ? store : undefined) } as never;
  const payment = createActor(
    purchasePaymentMachine.provide({
      actors: { sendPayment: sent.logic as never, waitForReceipt: ownWait.logic as never },
      actions: { reportSent: () => undefined },
    }),
    { input: { order: purchaseOrder, hash: null, start: 'wallet', system } },
  ).start();
  return { store, payment, storeWait, ownWait, sent };
}

describe('a payment followed by the transaction store', () => {
  it("is listed with its description key, waited for once by the store's watcher, and answered", async () => {
    const { store, payment, storeWait, ownWait, sent } = start();
    sent.resolve({ hash: paymentHash });
    await flush();
    expect(currentTransactions(store.getSnapshot().context)).toEqual([
      {
        hash: paymentHash,
        status: 'pending',
        description: {
          key: 'account.purchase_description',
          amount: purchaseOrder.amount,
          orderId: purchaseOrder.orderId,
        },
      },
    ]);
    expect(payment.getSnapshot().hasTag('awaitingReceipt')).toBe(true);
    expect(storeWait.calls).toHaveLength(1);
    storeWait.resolve({ status: 'success' });
    await flush();
    expect(currentTransactions(store.getSnapshot().context)[0]?.status).toBe('confirmed');
    expect(payment.getSnapshot().hasTag('awaitingServer')).toBe(true);
    expect(ownWait.calls).toHaveLength(0);
  });

  it('waits itself once the store stops watching (the account changed), never both at once', async () => {
    const { store, payment, storeWait, ownWait, sent } = start();
    sent.resolve({ hash: paymentHash });
    await flush();
    store.send({
      type: 'wallet.accountChanged',
      address: `0x${'2'.repeat(40)}`,
      chainId: purchaseOrder.chainId,
    });
    await flush();
    expect(storeWait.calls).toHaveLength(1);
    expect(ownWait.calls).toHaveLength(1);
    expect(payment.getSnapshot().hasTag('awaitingReceipt')).toBe(true);
  });
});
