import { createActorContext } from '@xstate/react';
import { transactionStoreMachine } from '@/machines/transaction-store.machine';

/** The recent transactions per account and chain; the account dialog lists the current account's newest three. */
export const TransactionStoreActor = createActorContext(transactionStoreMachine);
