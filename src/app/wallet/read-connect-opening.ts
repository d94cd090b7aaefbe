import { fromCallback } from 'xstate';
import type { WalletList } from '@/api/chain/wallet-list';
import { readRecentWalletIds } from '@/api/storage/wallet-recents';
import type { ConnectLayout } from '@/machines/connect-flow/connect-flow.machine';
import type {
  ConnectionEvent,
  ConnectOpening,
  ReadConnectOpeningInput,
} from '@/machines/connection/connection.machine';

export interface ConnectOpeningSources {
  wallets: WalletList;
  /** Decided once per page from the user agent. */
  layout: ConnectLayout;
  readWidth?: () => number;
}

/** What a connect dialog opens with, read now; the wallet list must have had its first reading. */
export function readConnectOpeningNow(
  { wallets, layout, readWidth = () => window.innerWidth }: ConnectOpeningSources,
  chosenWalletId: string | null,
): ConnectOpening {
  return {
    wallets: chosenWalletId === null ? wallets.getSnapshot() : wallets.getUnmergedSnapshot(),
    recentWalletIds: readRecentWalletIds(),
    width: readWidth(),
    layout,
  };
}

/**
 * The connection's `readConnectOpening`: once the wallet list has its first reading (at once, in the same step,
 * when it has: the dialog shows in the frame of the click), the live list (browser wallets included as they
 * announce themselves; every configured wallet when a wallet button chose one), the stored recent wallets and the
 * window width.
 */
export function createReadConnectOpening(sources: ConnectOpeningSources) {
  return fromCallback<ConnectionEvent, ReadConnectOpeningInput>(({ input, sendBack }) =>
    sources.wallets.whenLoaded(() =>
      sendBack({
        type: 'connect.openingRead',
        opening: readConnectOpeningNow(sources, input.chosenWalletId),
      }),
    ),
  );
}
