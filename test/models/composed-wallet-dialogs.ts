import { createAppTestModel } from '@test/support/test-model';
import { setup } from 'xstate';

/**
 * The composed wallet system as a visitor meets it (issue 12, item 6): a signed-in wallet on a configured chain,
 * events from the wallet itself (a chain change to a configured or an unconfigured chain, a disconnect)
 * interleaved with what the visitor does in the dialogs. It is a test model, not product code: its states are
 * what the page must show, and test/views/wallet-system.view.test.tsx replays every generated path against the
 * real wallet system (real connection, network switch, sign-in, transaction store and session charts) through
 * the DOM. Named apart from the `*.model.ts` files, which are the product machines' models the coverage gate
 * loads.
 */
export type WalletDialogsModelEvent =
  | { type: 'wallet.toConfiguredChain' }
  | { type: 'wallet.toUnconfiguredChain' }
  | { type: 'wallet.disconnects' }
  | { type: 'visitor.opensNetworkDialog' }
  | { type: 'visitor.opensAccountDialog' }
  | { type: 'visitor.closesDialog' };

const fromTheWallet = {
  'wallet.disconnects': '#walletDialogs.disconnected',
} as const;

const walletDialogsModel = setup({
  types: { events: {} as WalletDialogsModelEvent },
}).createMachine({
  id: 'walletDialogs',
  initial: 'configuredChain',
  states: {
    configuredChain: {
      description: 'Signed in on a configured chain: the header shows the chain and account chips.',
      initial: 'noDialog',
      on: { 'wallet.toUnconfiguredChain': '.toUnconfigured', ...fromTheWallet },
      states: {
        noDialog: {
          on: {
            'visitor.opensNetworkDialog': 'networkDialog',
            'visitor.opensAccountDialog': 'accountDialog',
          },
        },
        networkDialog: {
          description: 'The network dialog marks the current chain Connected; no wrong-network warning.',
          on: {
            'visitor.closesDialog': 'noDialog',
            'wallet.toUnconfiguredChain': '#walletDialogs.unconfiguredChain.networkDialog',
          },
        },
        accountDialog: {
          description: 'The account dialog; it closes when the wallet moves to an unconfigured chain.',
          on: { 'visitor.closesDialog': 'noDialog' },
        },
        toUnconfigured: { always: '#walletDialogs.unconfiguredChain.noDialog' },
      },
    },
    unconfiguredChain: {
      description: 'On a chain this product is not configured for: the header shows Wrong network only.',
      initial: 'noDialog',
      on: { 'wallet.toConfiguredChain': '.toConfigured', ...fromTheWallet },
      states: {
        noDialog: { on: { 'visitor.opensNetworkDialog': 'networkDialog' } },
        networkDialog: {
          description: 'The network dialog warns of the wrong network and marks no chain Connected.',
          on: {
            'visitor.closesDialog': 'noDialog',
            'wallet.toConfiguredChain': '#walletDialogs.configuredChain.networkDialog',
          },
        },
        toConfigured: { always: '#walletDialogs.configuredChain.noDialog' },
      },
    },
    disconnected: {
      description: 'The wallet disconnected itself: every dialog closes, the header offers Connect Wallet.',
      type: 'final',
    },
  },
});

const walletDialogsTestModel = createAppTestModel(walletDialogsModel);

export const walletDialogsPaths = () => walletDialogsTestModel.model.getShortestPaths();
