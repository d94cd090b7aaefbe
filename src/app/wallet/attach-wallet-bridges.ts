import type { Config } from '@wagmi/core';
import {
  type ConnectionRef,
  followSessionStatus,
  guardProfileAddress,
  type SessionRef,
  type TransactionStoreRef,
} from './bridges';
import { forwardWalletEvent, initialWalletState, type WalletState } from './forward-wallet-events';
import { subscribeWalletEvents } from './wallet-events';

export interface WalletBridgeTargets {
  config: Config;
  connection: ConnectionRef;
  session: SessionRef;
  transactionStore: TransactionStoreRef;
}

/**
 * Connects the long-lived actors to the wallet and to one another (bridges.ts): the session status first, so a
 * connection that is not signed in goes on to the sign-in modal, then the wallet watcher, then the profile check.
 * Returns the current wallet reading and how to detach everything.
 */
export function attachWalletBridges({ config, connection, session, transactionStore }: WalletBridgeTargets) {
  let wallet: WalletState = initialWalletState();
  const targets = { connection, session, transactionStore };
  const detachers = [
    followSessionStatus(session, connection),
    subscribeWalletEvents(config, (event) => {
      wallet = forwardWalletEvent(wallet, event, targets);
    }),
    guardProfileAddress(session, () => wallet.address),
  ];
  return {
    currentWallet: () => wallet,
    detach() {
      for (const detach of detachers) detach();
    },
  };
}
