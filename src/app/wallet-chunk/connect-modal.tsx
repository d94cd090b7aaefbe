import { useSyncExternalStore } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import { readRecentWalletIds } from '@/api/storage/wallet-recents';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ConnectModal } from '@/ui/wallet/connect/connect-modal';
import type { ConnectFlowLogic } from '../wallet/connect-flow-logic';
import type { WalletList } from '../wallet/wallet-list';

/** The intro panel's "Learn more": a neutral, public explanation of what a wallet is. */
const WALLET_LEARN_MORE_URL = 'https://ethereum.org/wallets/';

export interface LiveConnectModalProps {
  logic: ConnectFlowLogic;
  wallets: WalletList;
  inspect: Observer<InspectionEvent> | undefined;
}

/**
 * The connect dialog with the live wallet list (browser wallets included as they announce themselves) and the
 * stored recent wallets; it waits for the list's first reading so a dialog never opens empty.
 */
export function LiveConnectModal({ logic, wallets, inspect }: LiveConnectModalProps) {
  const options = useSyncExternalStore(wallets.subscribe, wallets.getSnapshot);
  const unmerged = useSyncExternalStore(wallets.subscribe, wallets.getUnmergedSnapshot);
  // Opened by a wallet button: the configured wallet it names is there even when a browser wallet shadows it.
  const chosen = ConnectionActor.useSelector((snapshot) => snapshot.context.chosenWalletId !== null);
  const loaded = useSyncExternalStore(wallets.subscribe, wallets.isLoaded);
  if (!loaded) return null;
  return (
    <ConnectModal
      logic={logic}
      wallets={chosen ? unmerged : options}
      recentWalletIds={readRecentWalletIds()}
      learnMoreUrl={WALLET_LEARN_MORE_URL}
      inspect={inspect}
    />
  );
}
