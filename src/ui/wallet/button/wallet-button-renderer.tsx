import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useContext, useSyncExternalStore } from 'react';
import { findWalletForButton, type WalletOption } from '@/machines/shared/wallet-options';
import { isConnectedThroughButton } from '@/machines/wallet-button/wallet-button.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { connectionStatusOf } from './connection-view';
import { type WalletButtonSetup, WalletButtonSetupContext } from './wallet-button-setup';

/** The render props of the reference kit's `WalletButton.Custom` (docs/wallet-behaviour.md section 6.1). */
export interface WalletButtonRenderProps {
  /** The last direct connection failed. */
  error: boolean;
  /** A direct connection is in flight. */
  loading: boolean;
  /** Connected, and this button's wallet is the latest one chosen. */
  connected: boolean;
  /** The button can be used now (no wallet connected and the status known, or connected without sign-in). */
  ready: boolean;
  /** Rendered in the browser (false on the server's render). */
  mounted: boolean;
  /** The wallet this button is bound to. */
  connector: WalletOption;
  connect: () => void;
}

export interface WalletButtonRendererProps {
  /** A wallet id of the configured list (`metaMask`, `walletConnect`, …), any letter case; `rainbow` by default. */
  wallet?: string;
  children: (props: WalletButtonRenderProps) => ReactNode;
}

/** One wallet's button, drawn by the caller; throws `Connector not found` for an id the list does not have. */
export function WalletButtonRenderer({ wallet = 'rainbow', children }: WalletButtonRendererProps) {
  const setup = useContext(WalletButtonSetupContext);
  if (!setup) throw new Error('WalletButton must be used within WalletRoot');
  const connector = findWalletForButton(setup.wallets, wallet);
  if (!connector) throw new Error('Connector not found');
  return (
    <BoundWalletButton key={connector.id} setup={setup} connector={connector}>
      {children}
    </BoundWalletButton>
  );
}

const noSubscription = () => () => undefined;

function BoundWalletButton({
  setup,
  connector,
  children,
}: {
  setup: WalletButtonSetup;
  connector: WalletOption;
  children: WalletButtonRendererProps['children'];
}) {
  // The button's chart asks the connection for the dialog itself (a message from the chart, not a relay here).
  const connection = ConnectionActor.useActorRef();
  const actor = useActorRef(setup.logic, {
    input: { walletId: connector.id, mobile: setup.mobile, connection },
  });
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const error = useSelector(actor, (snapshot) => snapshot.context.failed);
  const connected = useSelector(actor, (snapshot) => isConnectedThroughButton(snapshot.context));
  const status = ConnectionActor.useSelector(connectionStatusOf);
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return children({
    error,
    loading,
    connected,
    ready: status === 'disconnected' || status === 'unauthenticated',
    mounted,
    connector,
    // As the kit: only an installed, ready wallet connects without the dialog (one reached through WalletConnect shows its QR there).
    connect: () =>
      actor.send({ type: 'user.connect', walletReady: connector.ready && connector.installed === true }),
  });
}
