import type { Config } from '@wagmi/core';
import { disconnectWallet } from '@/api/chain/disconnect-wallet';

/**
 * Ends the wallet connection. Fire-and-forget: the account watcher reports wallet.disconnected, which closes the
 * modals and ends the session; a wallet that refuses to disconnect leaves nothing to undo.
 */
export function disconnectInBackground(config: Config): void {
  disconnectWallet(config).catch(() => undefined);
}
