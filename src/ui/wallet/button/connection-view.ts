import type { SnapshotFrom } from 'xstate';
import type { ConnectionStatus, connectionMachine } from '@/machines/connection/connection.machine';

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

const statuses: readonly ConnectionStatus[] = ['loading', 'disconnected', 'unauthenticated', 'connected'];

/** The connection status, read from the status region's tags. */
export function connectionStatusOf(snapshot: ConnectionSnapshot): ConnectionStatus {
  return statuses.find((status) => snapshot.hasTag(status)) ?? 'loading';
}

/**
 * Whether the wallet is on a configured chain (else the button reads Wrong network). The machine keeps this in
 * a guard only, and `can(user.openAccountModal)` also turns false while any modal is open, so the button reads
 * the same facts the guard reads; a `wrongNetwork` tag on the machine would replace this (see the report).
 */
export function isOnConfiguredChain(snapshot: ConnectionSnapshot): boolean {
  const { chainId, supportedChainIds } = snapshot.context;
  return chainId !== null && supportedChainIds.includes(chainId);
}
