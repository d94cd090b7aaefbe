import type { ReactNode } from 'react';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { NetworkSwitchActor } from '@/ui/actors/network-switch-context';
import { NetworkDialog } from './network-dialog';
import { useSwitchFailureToast } from './use-switch-failure-toast';

interface NetworkModalProps {
  /** Rendered inside this opening's provider (a test can capture the attempt's actor there). */
  children?: ReactNode;
}

/**
 * Renders the dialog over the network-switch attempt the connection runs while its chain modal is open (a child
 * of the connection, so it hears every chain the wallet reports while the dialog is open).
 */
export function NetworkModal({ children }: NetworkModalProps) {
  const networkSwitch = ConnectionActor.useSelector((snapshot) => snapshot.children.networkSwitch);
  if (!networkSwitch) return null;
  return (
    <NetworkSwitchActor.Provider actorRef={networkSwitch}>
      {children}
      <SwitchFailureToast />
      <NetworkDialog />
    </NetworkSwitchActor.Provider>
  );
}

function SwitchFailureToast() {
  useSwitchFailureToast();
  return null;
}
