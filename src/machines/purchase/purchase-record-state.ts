import { not } from 'xstate';
import { failureAt } from './purchase-order';
import { purchaseSetup } from './purchase-setup';

// The purchase chart's wait for the server's record (looks, backoff, a hidden page, the deadline), kept apart so
// purchase.machine.ts reads as the payment's main line.

export const awaitingServer = purchaseSetup.createStateConfig({
  description: "Confirmed on chain; looking at the server's record until its watcher marks the order paid.",
  tags: ['progress', 'busy', 'awaitingServer'],
  entry: ['clearFailure', 'resetLookFailures'],
  initial: 'looking',
  states: {
    looking: {
      description: 'One look at the purchase history.',
      invoke: {
        id: 'fetchOrderStatus',
        src: 'fetchOrderStatus',
        input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
        onDone: [
          {
            guard: { type: 'isOrderPaid', params: ({ event }) => ({ output: event.output }) },
            target: '#purchase.paid',
          },
          {
            guard: { type: 'isTopUpOfExpiredOrder', params: ({ event }) => ({ output: event.output }) },
            target: '#purchase.orderClosed',
            description:
              'A top-up seen after its order expired: it is returned, and no new order replaces it.',
          },
          {
            guard: { type: 'isOrderExpired', params: ({ event }) => ({ output: event.output }) },
            target: '#purchase.failed',
            actions: 'expireOrder',
            description:
              'The server expired the order unpaid: its watcher scanned past the expiry plus grace.',
          },
          {
            guard: {
              type: 'isPastRecordDeadline',
              params: ({ event }) => ({ checkedAt: event.output.checkedAt }),
            },
            target: '#purchase.failed',
            actions: 'giveUpOnRecord',
            description: 'Still not recorded after the expiry plus grace: stop looking and say so.',
          },
          { target: 'waiting', actions: 'resetLookFailures' },
        ],
        onError: [
          {
            guard: { type: 'isLastLook', params: ({ event }) => ({ error: event.error }) },
            target: '#purchase.failed',
            actions: { type: 'assignFailure', params: ({ event }) => failureAt('server', event.error) },
            description: 'The session ended, the server refused, or it is past the expiry plus grace.',
          },
          { target: 'waiting', actions: 'countLookFailure' },
        ],
      },
    },
    waiting: {
      description: 'Until the next look: the interval, doubled after each failed look in a row.',
      always: { guard: 'isPageHidden', target: 'paused' },
      after: { lookAgain: { target: 'looking' } },
    },
    paused: {
      description: 'The page is hidden: nobody is watching, so the server is not asked until it is shown.',
      always: { guard: not('isPageHidden'), target: 'looking' },
    },
  },
});
