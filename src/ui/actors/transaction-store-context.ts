import { transactionStoreMachine } from '@/machines/transaction-store.machine';
import { createActorRefContext } from './actor-ref-context';

/** The recent transactions per account and chain; the account dialog lists the current account's newest three. */
export const TransactionStoreActor = createActorRefContext(transactionStoreMachine);
