import type { ReactNode } from 'react';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { WalletSystemActor } from '@/ui/actors/wallet-system-context';

/** The wallet system's children (by systemId) for the views' actor contexts; nothing renders before they run. */
export function WalletSystemChildren({ children }: { children: ReactNode }) {
  const connection = WalletSystemActor.useSelector((snapshot) => snapshot.children.connection);
  const transactionStore = WalletSystemActor.useSelector((snapshot) => snapshot.children.transactionStore);
  if (!connection || !transactionStore) return null;
  return (
    <ConnectionActor.Provider actorRef={connection}>
      <TransactionStoreActor.Provider actorRef={transactionStore}>{children}</TransactionStoreActor.Provider>
    </ConnectionActor.Provider>
  );
}
