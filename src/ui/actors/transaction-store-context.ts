import { requireTransactionContext } from '@/domain/wallet-provider';
import { transactionStoreMachine } from '@/machines/transaction-store/transaction-store.machine';
import { createActorRefContext } from './actor-ref-context';

/**
 * The recent transactions per account and chain; the account dialog lists the current account's newest three.
 * Outside the wallet's root its hooks refuse as the reference kit's do: `Transaction hooks must be used within
 * WalletRoot`.
 */
export const TransactionStoreActor = createActorRefContext(transactionStoreMachine, {
  requireProvider: requireTransactionContext,
});
