import { purchaseFixtures, purchasePaths } from '@test/models/purchase.model';
import { paymentFixtures, paymentInputs, paymentPaths } from '@test/models/purchase-payment.model';
import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import {
  noPurchases,
  paymentHash,
  paymentOf,
  purchaseOrder,
  ready,
  sendToPayment,
  startControllablePurchase,
  tokenInfoView,
} from '@test/support/purchase-fixtures';
import { renderView } from '@test/support/render-view';
import {
  fixturePathName,
  neverSettling,
  replayPath,
  type StepExecutors,
  sendTo,
  settleStub,
  uniqueNames,
} from '@test/support/replay-path';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { purchaseMachine } from '@/machines/purchase/purchase.machine';
import type { CreateOrderInput, CreateOrderOutput } from '@/machines/purchase/purchase-types';
import { lookDelayMs } from '@/machines/purchase-payment/order-record';
import { purchasePaymentMachine } from '@/machines/purchase-payment/purchase-payment.machine';
import type { PurchaseRow } from '@/ui/app/purchase/purchase-data';
import { PurchaseScreen } from '@/ui/app/purchase/purchase-screen';
import type { PagedSource } from '@/ui/kit/loadable';

const paths = purchasePaths();
// The payment child's steps, from a new payment (its retries start from states these paths reach).
const childPaths = paymentPaths().filter(({ input }) => input === paymentInputs['from the wallet']);

/**
 * The history shows the model's order part-paid (0.04 of 0.1 BNB received), so its Pay the difference button
 * sends the model's `pay the difference` event: the same order for the remaining 0.06 BNB.
 */
const partPaid: PagedSource<PurchaseRow> = {
  ...noPurchases,
  data: ready({
    items: [
      {
        orderId: purchaseOrder.orderId,
        amount: purchaseOrder.amount,
        value: purchaseOrder.value,
        status: 'awaiting_payment',
        txHash: null,
        createdAt: '2029-12-31T23:59:00.000Z',
        paidAt: null,
        received: '40000000000000000',
        payments: [
          {
            txHash: `0x${'cd'.repeat(32)}`,
            from: purchaseOrder.payTo,
            value: '40000000000000000',
            minedAt: '2029-12-31T23:59:30.000Z',
            outcome: 'counted',
            refund: null,
          },
        ],
        payment: {
          payTo: purchaseOrder.payTo,
          chainId: purchaseOrder.chainId,
          reference: purchaseOrder.reference,
          expiresAt: purchaseOrder.expiresAt,
        },
      },
    ],
    page: 1,
    size: 10,
    total: 1,
  }),
};

/** The English message the screen must show for a failure code, from the texts alone. */
const failureText: Record<string, RegExp> = {
  rate_limited: /Too many requests right now/,
  insufficient_funds: /does not have enough BNB/,
  reverted: /The transaction failed on chain/,
  timeout: /No confirmation yet/,
  unknown: /Something went wrong\. Please try again/,
  network: /The server could not be reached/,
  order_expired: /The order expired before the payment was seen/,
  not_recorded: /confirmed on chain, but our server has not recorded it yet/,
  session_ended: /Your session has ended/,
};
/** The wrong-network box, by why it is shown: the wallet's chain, a declined switch, a failed one. */
const networkText: Record<string, RegExp> = {
  chain_mismatch: /This order is paid on BNB Smart Chain Testnet\. Switch your wallet to it/,
  user_rejected:
    /You declined the network switch in your wallet\. Switch network to pay on BNB Smart Chain Testnet/,
  unsupported_chain: /Your wallet could not switch to BNB Smart Chain Testnet\./,
};
const stepNames = ['Create the order', 'Confirm in your wallet', 'Transaction pending'] as const;
const currentStep = () => screen.getByRole('listitem', { current: 'step' });

describe('Purchase screen follows the purchase model (DOM path test)', () => {
  it.each(uniqueNames(paths, (path) => fixturePathName(path, purchaseFixtures)))(
    '$name',
    async ({ item: path }) => {
      // The payment child runs with actors that never settle: how it ends is sent as the model says (its steps
      // are the next describe's).
      const order = controllable<CreateOrderOutput, CreateOrderInput>();
      const stuck = neverSettling() as never;
      const child = purchasePaymentMachine.provide({
        actors: { sendPayment: stuck, waitForReceipt: stuck, fetchOrderStatus: stuck, switchNetwork: stuck },
      });
      const actor = createActor(
        purchaseMachine.provide({ actors: { createOrder: order.logic, purchasePayment: child } }),
        { input: {} },
      ).start();
      const { click, ui, amountInput, setNow } = await renderScreen(actor);
      const executors: StepExecutors = {
        'user.changeAmount': ({ event }) =>
          ui(() => fireEvent.change(amountInput(), { target: { value: event.value } })),
        'user.submit': () => click('Buy DGAI'),
        'user.cancel': (step) =>
          actor.getSnapshot().hasTag('paying')
            ? ui(() => sendTo(actor)(step))
            : click(actor.getSnapshot().hasTag('editing') ? 'Clear' : 'Cancel'),
        'user.switchNetwork': (step) => ui(() => sendTo(actor)(step)),
        'user.retry': ({ event }) => {
          setNow(event.now);
          return click('Try again');
        },
        'user.startOver': () => click('Buy more'),
        'user.payDifference': ({ event }) => {
          setNow(event.now);
          return click(/^Pay the difference of .* for order #42$/);
        },
        'payment.sent': (step) => ui(() => sendTo(actor)(step)),
        'xstate.done.actor.createOrder': settleStub(order),
        'xstate.error.actor.createOrder': settleStub(order),
        'xstate.done.actor.purchasePayment': (step) => ui(() => sendTo(actor)(step)),
      };
      const checks = await replayPath(path, executors, (expected) => {
        expect(actor.getSnapshot().value).toEqual(expected.value);
        assertScreen(expected);
      });
      expect(checks).toBe(path.steps.length);
      actor.stop();
    },
    // A long path renders dozens of steps; on a shared, busy machine that can outlast the default 5 s.
    20_000,
  );
});

describe('Purchase screen follows the purchase payment model (DOM path test)', () => {
  it.each(uniqueNames(childPaths, (path) => fixturePathName(path, paymentFixtures)))(
    '$name',
    async ({ item: path }) => {
      const clock = new SimulatedClock();
      const { actor, order, payment, receipt, record, network } = startControllablePurchase(clock);
      const { click, ui, amountInput } = await renderScreen(actor);
      await ui(() => fireEvent.change(amountInput(), { target: { value: '1000' } }));
      await click('Buy DGAI');
      order.resolve(purchaseOrder);
      await ui();
      const child = () => paymentOf(actor);
      const executors: StepExecutors = {
        'user.cancel': () => click('Cancel'),
        'user.switchNetwork': () => click('Switch network'),
        'xstate.done.actor.sendPayment': settleStub(payment),
        'xstate.error.actor.sendPayment': settleStub(payment),
        'xstate.done.actor.waitForReceipt': settleStub(receipt),
        'xstate.error.actor.waitForReceipt': settleStub(receipt),
        'xstate.done.actor.switchNetwork': settleStub(network),
        'xstate.error.actor.switchNetwork': settleStub(network),
        'xstate.done.actor.fetchOrderStatus': settleStub(record),
        'xstate.error.actor.fetchOrderStatus': settleStub(record),
        'xstate.after.lookAgain.purchasePayment.awaitingServer.waiting': () =>
          ui(() => clock.increment(lookDelayMs(child()?.context.lookFailures ?? 0))),
        // The app, not the screen, tells the machine whether the page is shown.
        'page.hidden': ({ event }) => ui(() => sendToPayment(actor, event as never)),
        'page.visible': ({ event }) => ui(() => sendToPayment(actor, event as never)),
      };
      const checks = await replayPath(path, executors, (expected) => {
        // Once the child ends, the purchase acts on its outcome (purchase.model.ts covers what follows).
        if (expected.status === 'done') return;
        expect(child()?.value).toEqual(expected.value);
        assertScreen({
          value: expected.value,
          context: { ...actor.getSnapshot().context, failure: expected.context.failure },
        } as AnyMachineSnapshot);
      });
      expect(checks).toBe(path.steps.length);
      actor.stop();
    },
    20_000,
  );
});

/** Renders the screen for a running purchase; `setNow` fixes the click time Try again and Pay the difference send. */
async function renderScreen(actor: ReturnType<typeof startControllablePurchase>['actor']) {
  let now = 0;
  await renderView(
    <PurchaseScreen
      actorRef={actor}
      info={ready(tokenInfoView)}
      history={partPaid}
      clock={() => now}
      transactionUrl={(hash) => `https://explorer.test/tx/${hash}`}
      networkName="BNB Smart Chain Testnet"
    />,
  );
  const ui = flush;
  return {
    ui,
    amountInput: () => screen.getByRole('textbox', { name: 'Amount to buy' }),
    click: (name: string | RegExp) => ui(() => fireEvent.click(screen.getByRole('button', { name }))),
    setNow: (value: number) => {
      now = value;
    },
  };
}

/** What a user must see in each state, derived from the model's snapshot and the English texts. */
function assertScreen(expected: AnyMachineSnapshot) {
  const { amountText, amountError, failure } = expected.context;
  const input = screen.getByRole('textbox', { name: 'Amount to buy' });
  expect(input).toHaveValue(amountText);
  const buy = screen.getByRole('button', { name: 'Buy DGAI' });
  const alert = screen.queryByText('The payment did not go through');
  // The screen shows the step; where in its wait for the server's record the machine is does not show.
  const step = typeof expected.value === 'string' ? expected.value : Object.keys(expected.value)[0];
  switch (step) {
    case 'editing':
      expect(input).toBeEnabled();
      expect(buy).toBeEnabled();
      expect(alert).toBeNull();
      if (amountError === 'purchase.amount.errors.required')
        expect(screen.getByText('Enter how many DGAI to buy.')).toBeInTheDocument();
      if (amountError === 'purchase.amount.errors.notWhole')
        expect(screen.getByText(/Only whole tokens can be bought/)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', String(amountError !== null));
      expect(screen.getByTestId('purchase-cost')).toHaveTextContent(amountText === '1000' ? '0.1BNB' : '—');
      expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
      break;
    case 'creatingOrder':
    case 'awaitingWallet':
    case 'tracking': {
      expect(input).toBeDisabled();
      expect(buy).toBeDisabled();
      const index = ['creatingOrder', 'awaitingWallet', 'tracking'].indexOf(step);
      expect(currentStep()).toHaveTextContent(stepNames[index] as string);
      if (step === 'awaitingWallet')
        expect(currentStep()).toHaveTextContent(
          `it asks you to send ${expected.context.order.value === '60000000000000000' ? '0.06' : '0.1'} BNB`,
        );
      if (step === 'tracking')
        expect(within(currentStep()).getByRole('link')).toHaveAttribute(
          'href',
          `https://explorer.test/tx/${paymentHash}`,
        );
      break;
    }
    case 'awaitingServer':
      expect(currentStep()).toHaveTextContent('Recorded by DGrid');
      expect(currentStep()).toHaveTextContent('Waiting for DGrid to see the payment');
      expect(screen.getByText('Confirmed on chain').closest('li')).toHaveClass('is-done');
      break;
    case 'paid':
      expect(screen.getByText(`Done: 1,000 DGAI are yours.`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Buy more' })).toBeEnabled();
      expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
      break;
    case 'failed':
      expect(alert).toBeInTheDocument();
      expect(alert?.closest('[role="alert"]')).toHaveTextContent(failureText[failure.code] as RegExp);
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
      break;
    case 'wrongNetwork': {
      expect(buy).toBeDisabled();
      expect(currentStep()).toHaveTextContent('Confirm in your wallet');
      const box = screen.getByText('Your wallet is on another network').closest('[role="alert"]');
      expect(box).toHaveTextContent(networkText[failure.code] as RegExp);
      expect(screen.getByRole('button', { name: 'Switch network' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      break;
    }
    case 'switchingNetwork':
      expect(buy).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Switch network' })).toBeDisabled();
      expect(
        screen
          .getByText('Check your wallet: it asks you to switch to BNB Smart Chain Testnet.')
          .closest('[role="status"]'),
      ).toBeInTheDocument();
      break;
    case 'paying':
      // The payment child shows its own steps (the next describe); the purchase shows the order it pays.
      expect(buy).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      break;
    case 'orderClosed':
      // A top-up whose order ran out: what happened and what to do, and no Try again that would reorder.
      expect(alert?.closest('[role="alert"]')).toHaveTextContent(
        /This order can no longer be paid.*will be returned.*cancel and place a new order/,
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      break;
    default:
      throw new Error(`no screen assertion for ${JSON.stringify(expected.value)}`);
  }
  // A full payment pays the order's 0.1 BNB, Pay the difference the remaining 0.06 BNB.
  const paying = expected.context.order?.value === '60000000000000000' ? '0.06' : '0.1';
  expect(screen.queryByText(`Order #${purchaseOrder.orderId}: 1,000 DGAI for ${paying} BNB`) !== null).toBe(
    [
      'paying',
      'awaitingWallet',
      'wrongNetwork',
      'switchingNetwork',
      'tracking',
      'awaitingServer',
      'paid',
    ].includes(step as string) ||
      (step === 'failed' && expected.context.order !== null),
  );
}
