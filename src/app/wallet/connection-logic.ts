import type { Config } from '@wagmi/core';
import { disconnectWallet } from '@/api/chain/disconnect-wallet';
import { connectionMachine } from '@/machines/connection.machine';

/**
 * Ends the wallet connection. Fire-and-forget: the account watcher reports wallet.disconnected, which closes the
 * modals and ends the session; a wallet that refuses to disconnect leaves nothing to undo.
 */
export function disconnectInBackground(config: Config): void {
  disconnectWallet(config).catch(() => undefined);
}

/** The connection statechart; its one effect is the disconnect behind Cancel (sign-in) and Disconnect (account). */
export function createConnectionLogic(config: Config) {
  return connectionMachine.provide({
    actions: { disconnectWallet: () => disconnectInBackground(config) },
  });
}
