import { createActorContext } from '@xstate/react';
import { walletSystemMachine } from '@/machines/wallet-system/wallet-system.machine';

/**
 * The wallet system (connection, transaction store, wallet watcher): created once by the wallet chunk's root with
 * the real logic and the app area's session as input; views read its children through ConnectionActor and
 * TransactionStoreActor, which the root fills from the system's children.
 */
export const WalletSystemActor = createActorContext(walletSystemMachine);
