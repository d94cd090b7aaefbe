import { useCallback, useSyncExternalStore } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import { readRecentWalletIds } from '@/api/storage/wallet-recents';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ConnectDialog } from '@/ui/wallet/connect/connect-dialog';
import type { ConnectFlowLogic } from '../wallet/connect-flow-logic';
import type { WalletList } from '../wallet/wallet-list';

/** The intro panel's "Learn more": a neutral, public explanation of what a wallet is. */
export const WALLET_LEARN_MORE_URL = 'https://ethereum.org/wallets/';

export interface ConnectModalProps {
  logic: ConnectFlowLogic;
  wallets: WalletList;
  inspect: Observer<InspectionEvent> | undefined;
}

/**
 * The connect dialog, open while the connection says so; each opening starts a fresh connect-flow actor at the
 * wallet list, with the current wallets (announced browser wallets included), the stored recent ones and the
 * window width.
 */
export function ConnectModal({ logic, wallets, inspect }: ConnectModalProps) {
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('connectModalOpen'));
  const connection = ConnectionActor.useActorRef();
  const width = ViewportActor.useSelector((snapshot) => snapshot.context.width);
  const options = useSyncExternalStore(wallets.subscribe, wallets.getSnapshot);
  const loaded = useSyncExternalStore(wallets.subscribe, wallets.isLoaded);
  const close = useCallback(() => connection.send({ type: 'user.closeModal' }), [connection]);
  if (!open || !loaded) return null;
  return (
    <ConnectFlowActor.Provider
      logic={logic}
      options={{ input: { wallets: options, recentWalletIds: readRecentWalletIds(), width }, inspect }}
    >
      <ConnectDialog onClose={close} learnMoreUrl={WALLET_LEARN_MORE_URL} />
    </ConnectFlowActor.Provider>
  );
}
