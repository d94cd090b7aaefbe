import type { ReactNode } from 'react';
import type { ActorOptions } from 'xstate';
import type { networkSwitchMachine } from '@/machines/network-switch.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { NetworkSwitchActor } from '@/ui/actors/network-switch-context';
import { NetworkDialog } from './network-dialog';
import { useSwitchFailureToast } from './use-switch-failure-toast';

interface NetworkModalProps {
  /** The network-switch machine provided with the live switchChain actor and disconnectWallet action. */
  logic: typeof networkSwitchMachine;
  /** Rendered inside this opening's provider: where the composition root follows the attempt (see the report). */
  children?: ReactNode;
  /** Inspection of each opening's actor (the dev inspector, or a test's transition log). */
  inspect?: ActorOptions<never>['inspect'];
}

/**
 * Starts a fresh network-switch actor each time the connection opens the chain modal, from the connection's
 * current chain and the configured chains, and renders the dialog over it.
 */
export function NetworkModal({ logic, children, inspect }: NetworkModalProps) {
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('chainModalOpen'));
  const chainId = ConnectionActor.useSelector((snapshot) => snapshot.context.chainId);
  const supportedChainIds = ConnectionActor.useSelector((snapshot) => snapshot.context.supportedChainIds);
  if (!open) return null;
  return (
    <NetworkSwitchActor.Provider logic={logic} options={{ input: { chainId, supportedChainIds }, inspect }}>
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
