import type { Config } from '@wagmi/core';
import { openWalletApp, type WalletAppNavigation } from '@/api/chain/open-wallet-app';
import { addRecentWalletId, writeLatestWalletId } from '@/api/storage/wallet-recents';
import { connectFlowMachine, type WalletChoice } from '@/machines/connect-flow/connect-flow.machine';
import { viewportWatcherLogic } from '../viewport-logic';
import { createConnectAttemptLogic } from './connect-attempt-logic';

/** Records the chosen wallet as the latest and the most recent one (the list keeps 3). */
function persistWalletChoice({ latestWalletId }: WalletChoice): void {
  if (latestWalletId === null) return;
  writeLatestWalletId(latestWalletId);
  addRecentWalletId(latestWalletId);
}

/**
 * The connect dialog's statechart: each attempt connects the real wallet (and waits for its QR URI), the choice is
 * stored for the recent list, the flow's viewport child watches the window, a phone opens the tapped wallet's app, and Refresh reloads the page so a freshly installed extension is found.
 */
export function createConnectFlowLogic(
  config: Config,
  reload: () => void = () => window.location.reload(),
  navigation: WalletAppNavigation = {},
) {
  return connectFlowMachine.provide({
    actors: { connectAttempt: createConnectAttemptLogic(config), viewport: viewportWatcherLogic },
    actions: {
      persistWalletChoice: (_, choice) => persistWalletChoice(choice),
      openWalletApp: (_, target) => void openWalletApp(target, navigation),
      reloadPage: () => reload(),
    },
  });
}
