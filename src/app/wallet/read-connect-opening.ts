import { fromCallback } from 'xstate';
import { readRecentWalletIds } from '@/api/storage/wallet-recents';
import type { ConnectLayout } from '@/machines/connect-flow.machine';
import type { ConnectionEvent, ReadConnectOpeningInput } from '@/machines/connection.machine';
import type { WalletList } from './wallet-list';

export interface ConnectOpeningSources {
  wallets: WalletList;
  /** Decided once per page from the user agent. */
  layout: ConnectLayout;
  readWidth?: () => number;
}

/**
 * The connection's `readConnectOpening`: once the wallet list has its first reading (at once, in the same step,
 * when it has: the dialog shows in the frame of the click), the live list (browser wallets included as they
 * announce themselves; every configured wallet when a wallet button chose one), the stored recent wallets and the
 * window width.
 */
export function createReadConnectOpening({
  wallets,
  layout,
  readWidth = () => window.innerWidth,
}: ConnectOpeningSources) {
  return fromCallback<ConnectionEvent, ReadConnectOpeningInput>(({ input, sendBack }) => {
    const send = () =>
      sendBack({
        type: 'connect.openingRead',
        opening: {
          wallets: input.chosenWalletId === null ? wallets.getSnapshot() : wallets.getUnmergedSnapshot(),
          recentWalletIds: readRecentWalletIds(),
          width: readWidth(),
          layout,
        },
      });
    if (wallets.isLoaded()) {
      send();
      return () => undefined;
    }
    const stop = wallets.subscribe(() => {
      if (!wallets.isLoaded()) return;
      stop();
      send();
    });
    return stop;
  });
}
