import type { Config } from '@wagmi/core';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { reconnectWallet } from '@/api/chain/reconnect-wallet';
import type { ApiClient } from '@/api/http/api-client';
import { loadTransactions } from '@/api/storage/transactions';
import {
  closeNetworkModalWhenSettled,
  completeSignIn,
  followSessionStatus,
  forwardWalletEvent,
  guardProfileAddress,
  initialWalletState,
  type SessionRef,
} from './bridges';
import { createConnectionLogic } from './connection-logic';
import { createCopyAddressLogic, type WriteText } from './copy-address-logic';
import { createModalActors } from './modal-actors';
import { createNetworkSwitchLogic } from './network-switch-logic';
import { createSignInLogic } from './sign-in-logic';
import { createTransactionStoreLogic } from './transaction-store-logic';
import { subscribeWalletEvents } from './wallet-events';
import { createWalletList } from './wallet-list';

export interface WalletRuntimeOptions {
  config: Config;
  api: ApiClient;
  /** The app's session actor (it runs before the wallet loads: a session is a stored token). */
  session: SessionRef;
  /** The ?invite= code waiting for the first sign-in. */
  inviteCode?: () => string | null;
  /** After a sign-in succeeded (the invite code is spent). */
  onSignedIn?: () => void;
  writeText?: WriteText;
  inspect?: Observer<InspectionEvent> | undefined;
  /** Restores the last wallet connection at start (off in tests that connect by hand). */
  reconnect?: boolean;
}

/**
 * The wallet side of the composition root, framework-free: the root actors with their real effects, the wallet
 * watcher, the wallet list and every bridge of bridges.ts, started together and stopped together.
 */
export function startWalletRuntime(options: WalletRuntimeOptions) {
  const { config, api, session, inspect } = options;
  const supportedChainIds = config.chains.map((chain) => chain.id);
  const connection = createActor(createConnectionLogic(config), { input: { supportedChainIds }, inspect });
  const transactionStore = createActor(createTransactionStoreLogic(config), {
    input: { stored: loadTransactions() },
    inspect,
  });
  const copyAddress = createActor(createCopyAddressLogic(options.writeText), { inspect });
  connection.start();
  transactionStore.start();
  copyAddress.start();

  let wallet = initialWalletState();
  const targets = { connection, session, transactionStore };
  const unsubscribes = [
    // The connection learns the session status before the first wallet event, so a connection that is not
    // signed in goes on to the sign-in modal.
    followSessionStatus(session, connection),
    subscribeWalletEvents(config, (event) => {
      wallet = forwardWalletEvent(wallet, event, targets);
    }),
    guardProfileAddress(session, () => wallet.address),
  ];
  const modals = createModalActors({
    connection,
    signInLogic: createSignInLogic({ config, api }),
    networkSwitchLogic: createNetworkSwitchLogic(config),
    supportedChainIds,
    inviteCode: options.inviteCode ?? (() => null),
    wireSignIn: (signIn) =>
      completeSignIn(signIn, {
        session,
        connection,
        ...(options.onSignedIn ? { onSignedIn: options.onSignedIn } : {}),
      }),
    wireNetworkSwitch: (networkSwitch) => closeNetworkModalWhenSettled(networkSwitch, connection),
    inspect,
  });
  const wallets = createWalletList(config);
  if (options.reconnect ?? true) reconnectWallet(config).catch(() => undefined);

  return {
    config,
    api,
    session,
    connection,
    transactionStore,
    copyAddress,
    modals,
    wallets,
    supportedChainIds,
    /** The wallet's current account as the watcher last reported it. */
    currentWallet: () => wallet,
    stop() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      modals.stop();
      wallets.stop();
      connection.stop();
      transactionStore.stop();
      copyAddress.stop();
    },
  };
}

export type WalletRuntime = ReturnType<typeof startWalletRuntime>;
