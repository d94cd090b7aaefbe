import { useState } from 'react';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';

/**
 * The recent wallet ids as they were when the dialog opened. Choosing a wallet makes it recent in the machine
 * (and in storage) at once, but the lists keep their opening order and captions: a row must not jump away
 * from under the pointer that just chose it. The next opening shows the new order.
 */
export function useOpeningRecentIds(): readonly string[] {
  const actor = ConnectFlowActor.useActorRef();
  const [ids] = useState(() => actor.getSnapshot().context.recentWalletIds);
  return ids;
}
