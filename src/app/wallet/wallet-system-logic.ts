import type { Config } from '@wagmi/core';
import { fromCallback } from 'xstate';
import { subscribeWalletEvents } from '@/api/chain/wallet-events';
import type { WalletList } from '@/api/chain/wallet-list';
import type { ApiClient } from '@/api/http/api-client';
import type { ConnectLayout } from '@/machines/connect-flow/connect-flow.machine';
import { connectionMachine } from '@/machines/connection/connection.machine';
import {
  type SettledAccount,
  type WalletCommand,
  walletSystemMachine,
} from '@/machines/wallet-system/wallet-system.machine';
import { createConnectFlowLogic } from './connect-flow-logic';
import { disconnectInBackground } from './connection-logic';
import { createNetworkSwitchLogic } from './network-switch-logic';
import { createReadConnectOpening } from './read-connect-opening';
import { createSignInLogic, type InviteCodeStore } from './sign-in-logic';
import { createTransactionStoreLogic } from './transaction-store-logic';

export interface WalletSystemLogicOptions {
  config: Config;
  api: ApiClient;
  inviteCodes?: InviteCodeStore;
  /** The connect dialog's wallets, kept current from page load on. */
  wallets: WalletList;
  /** The connect dialog's layout for this page (decided from the user agent). */
  layout: ConnectLayout;
  /** Reads an account's balance again (its query); the wallet system asks when its pending transaction settles. */
  refreshBalance: (account: SettledAccount) => void;
}

/**
 * The wallet system with its real effects: the wagmi account watcher, the connection (whose connect modal runs the
 * connect flow over the live wallet list, whose chain modal runs the network switch and whose sign-in modal runs
 * sign-in over the API), the transaction store and the balance refresh after a
 * settled transaction. Its input names the app area's
 * session.
 */
export function createWalletSystemLogic({
  config,
  api,
  inviteCodes,
  wallets,
  layout,
  refreshBalance,
}: WalletSystemLogicOptions) {
  return walletSystemMachine.provide({
    actions: {
      refreshBalances: (_, { accounts }) => {
        for (const account of accounts) refreshBalance(account);
      },
    },
    actors: {
      connection: connectionMachine.provide({
        actors: {
          readConnectOpening: createReadConnectOpening({ wallets, layout }),
          connectFlow: createConnectFlowLogic(config),
          networkSwitch: createNetworkSwitchLogic(config),
          signIn: createSignInLogic({ config, api, inviteCodes }),
        },
        actions: { disconnectWallet: () => disconnectInBackground(config) },
      }),
      transactionStore: createTransactionStoreLogic(config),
      watchWallet: fromCallback<WalletCommand>(({ sendBack, receive }) => {
        receive(() => disconnectInBackground(config));
        return subscribeWalletEvents(config, sendBack);
      }),
    },
  });
}

export type WalletSystemLogic = ReturnType<typeof createWalletSystemLogic>;
