import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from '@/machines/sign-in/sign-in.machine';

/** What the main button shows (Send message, or Try again after a failed fetch): read from the machine's tags. */
export type SignInPhase = 'preparing' | 'prepareFailed' | 'ready' | 'signing' | 'verifying';

export function signInPhaseOf(snapshot: SnapshotFrom<typeof signInMachine>): SignInPhase {
  if (snapshot.hasTag('signing')) return 'signing';
  if (snapshot.hasTag('verifying')) return 'verifying';
  if (snapshot.hasTag('preparing')) return 'preparing';
  if (snapshot.hasTag('prepareFailed')) return 'prepareFailed';
  return 'ready';
}
