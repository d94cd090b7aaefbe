import { type ReactNode, useCallback, useState } from 'react';
import type { ActorOptions } from 'xstate';
import type { ConnectLayout, connectFlowMachine } from '@/machines/connect-flow.machine';
import type { WalletOption } from '@/machines/helpers/wallet-options';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ConnectDialog } from './connect-dialog';
import { currentAgentHints, isMobileAgent } from './mobile-agent';

interface ConnectModalProps {
  /**
   * The connect-flow machine provided with the live connect-attempt actors (getQrUri, connectWallet) and the
   * persistWalletChoice and reloadPage actions.
   */
  logic: typeof connectFlowMachine;
  /** The wallets to offer, as plain entries (the composition root maps its wallet metadata to these). */
  wallets: readonly WalletOption[];
  /** The stored recent wallet ids, most recent first. */
  recentWalletIds: readonly string[];
  /** Where "Learn more" about wallets leads. */
  learnMoreUrl: string;
  /** The mobile layout; decided from the user agent when not given. */
  mobile?: boolean;
  /** Rendered inside this opening's provider (where the composition root can follow the flow). */
  children?: ReactNode;
  /** Inspection of each opening's actor (the dev inspector, or a test's transition log). */
  inspect?: ActorOptions<never>['inspect'];
}

/**
 * Starts a fresh connect flow each time the connection opens the connect modal, so every opening begins at
 * the wallet list (or on the wallet the visitor chose to continue with), sized for the window as it is;
 * closing (X, Escape, backdrop) tells the connection.
 */
export function ConnectModal({
  logic,
  wallets,
  recentWalletIds,
  mobile,
  children,
  inspect,
  ...dialog
}: ConnectModalProps) {
  const [layout] = useState<ConnectLayout>(() =>
    (mobile ?? isMobileAgent(currentAgentHints())) ? 'mobile' : 'desktop',
  );
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('connectModalOpen'));
  const chosenWalletId = ConnectionActor.useSelector((snapshot) => snapshot.context.chosenWalletId);
  const width = ViewportActor.useSelector((snapshot) => snapshot.context.width);
  const connection = ConnectionActor.useActorRef();
  const close = useCallback(() => connection.send({ type: 'user.closeModal' }), [connection]);
  if (!open) return null;
  return (
    <ConnectFlowActor.Provider
      logic={logic}
      options={{ input: { wallets, recentWalletIds, width, layout, chosenWalletId }, inspect }}
    >
      {children}
      <ConnectDialog onClose={close} {...dialog} />
    </ConnectFlowActor.Provider>
  );
}
