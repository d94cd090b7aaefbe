import { failureAt } from './purchase-order';
import { purchaseSetup } from './purchase-setup';

// The purchase chart's detour when the wallet is on another chain than the order's (docs/wallet-behaviour.md,
// section 10): kept apart so purchase.machine.ts reads as the payment's main line.

export const wrongNetwork = purchaseSetup.createStateConfig({
  description:
    "The wallet is on another chain than the order's: Switch network asks it to move; a refused or failed switch comes back here with its reason.",
  tags: ['progress', 'wrongNetwork'],
  on: {
    'user.switchNetwork': { target: 'switchingNetwork' },
    'user.cancel': { target: 'editing', actions: 'clearPayment' },
  },
});

export const switchingNetwork = purchaseSetup.createStateConfig({
  description:
    "The wallet is asked to switch to the order's chain; once it has, the payment goes on by itself.",
  tags: ['progress', 'busy', 'switchingNetwork'],
  entry: 'clearFailure',
  invoke: {
    id: 'switchNetwork',
    src: 'switchNetwork',
    input: ({ context }) => ({ chainId: context.order?.chainId ?? 0 }),
    onDone: [
      {
        guard: { type: 'hasUsableOrder', params: ({ event }) => ({ now: event.output.switchedAt }) },
        target: 'awaitingWallet',
        description:
          'The user already pressed Pay: the wallet now asks to confirm the payment, no second press.',
      },
      {
        guard: 'isTopUp',
        target: 'orderClosed',
        description: 'The order ran out meanwhile, and a top-up is never replaced by a new order.',
      },
      { target: 'creatingOrder', description: 'The order expires too soon: a new one for the same amount.' },
    ],
    onError: {
      target: 'wrongNetwork',
      actions: { type: 'assignFailure', params: ({ event }) => failureAt('network', event.error) },
      description:
        'Declined or failed in the wallet: the reason is shown, Switch network can be pressed again.',
    },
  },
});
