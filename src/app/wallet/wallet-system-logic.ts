import type { Config } from '@wagmi/core';
import { fromCallback } from 'xstate';
import type { ApiClient } from '@/api/http/api-client';
import { connectionMachine } from '@/machines/connection.machine';
import { type WalletCommand, walletSystemMachine } from '@/machines/wallet-system.machine';
import { disconnectInBackground } from './connection-logic';
import { createNetworkSwitchLogic } from './network-switch-logic';
import { createSignInLogic, type InviteCodeStore } from './sign-in-logic';
import { createTransactionStoreLogic } from './transaction-store-logic';
import { subscribeWalletEvents } from './wallet-events';

export interface WalletSystemLogicOptions {
  config: Config;
  api: ApiClient;
  inviteCodes?: InviteCodeStore;
}

/**
 * The wallet system with its real effects: the wagmi account watcher, the connection (whose chain modal runs the
 * network switch and whose sign-in modal runs sign-in over the API) and the transaction store. Its input names the
 * app area's session.
 */
export function createWalletSystemLogic({ config, api, inviteCodes }: WalletSystemLogicOptions) {
  return walletSystemMachine.provide({
    actors: {
      connection: connectionMachine.provide({
        actors: {
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
