import type { Config } from '@wagmi/core';
import { fromCallback, fromPromise } from 'xstate';
import { connectWallet } from '@/api/chain/connect-wallet';
import { subscribeWalletEvents } from '@/api/chain/wallet-events';
import {
  addRecentWalletId,
  readLatestWalletId,
  removeLatestWalletId,
  writeLatestWalletId,
} from '@/api/storage/wallet-recents';
import {
  type ConnectButtonWalletInput,
  walletButtonMachine,
} from '@/machines/wallet-button/wallet-button.machine';

/**
 * A wallet button's chart with its real effects: the wallet connected directly (recorded as recent once it
 * went through, as the reference kit does), the wallet's connection watched with the stored latest id read at
 * each connection, the latest id stored and removed. (Its request for the connect dialog is a message its chart
 * sends to the connection.)
 */
export function createWalletButtonLogic(config: Config) {
  return walletButtonMachine.provide({
    actors: {
      connectWallet: fromPromise<void, ConnectButtonWalletInput>(async ({ input }) => {
        await connectWallet(config, { walletId: input.walletId });
        addRecentWalletId(input.walletId);
      }),
      watchWallet: fromCallback(({ sendBack }) =>
        subscribeWalletEvents(config, (event) => {
          if (event.type === 'wallet.connected')
            sendBack({ type: 'wallet.connected', latestWalletId: readLatestWalletId() });
          else if (event.type === 'wallet.disconnected') sendBack({ type: 'wallet.disconnected' });
        }),
      ),
    },
    actions: {
      persistLatestWallet: (_, { walletId }) => writeLatestWalletId(walletId),
      removeLatestWallet: () => removeLatestWalletId(),
    },
  });
}
