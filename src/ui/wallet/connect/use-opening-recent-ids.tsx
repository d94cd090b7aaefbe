import { createContext, type ReactNode, useContext, useState } from 'react';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';

const OpeningRecentIds = createContext<readonly string[] | null>(null);

/**
 * Remembers the recent wallet ids as they were when the dialog opened. Choosing a wallet makes it recent in
 * the machine (and in storage) at once, but the lists keep their opening order and captions: a row must not
 * jump away from under the pointer that just chose it. The next opening shows the new order.
 */
export function OpeningRecentIdsProvider({ children }: { children: ReactNode }) {
  const actor = ConnectFlowActor.useActorRef();
  const [ids] = useState(() => actor.getSnapshot().context.recentWalletIds);
  return <OpeningRecentIds.Provider value={ids}>{children}</OpeningRecentIds.Provider>;
}

export function useOpeningRecentIds(): readonly string[] {
  const ids = useContext(OpeningRecentIds);
  if (!ids) throw new Error('useOpeningRecentIds needs the ConnectDialog around it');
  return ids;
}
