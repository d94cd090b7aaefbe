import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from '@/machines/sign-in.machine';

/** What the Send message button shows: read from the sign-in machine's tags. */
export type SignInPhase = 'preparing' | 'ready' | 'signing' | 'verifying';

export function signInPhaseOf(snapshot: SnapshotFrom<typeof signInMachine>): SignInPhase {
  if (snapshot.hasTag('signing')) return 'signing';
  if (snapshot.hasTag('verifying')) return 'verifying';
  if (snapshot.hasTag('preparing')) return 'preparing';
  return 'ready';
}
