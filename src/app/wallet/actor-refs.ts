import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '@/machines/session/session.machine';
import type { transactionStoreMachine } from '@/machines/transaction-store/transaction-store.machine';

/** The running actors the app area and the screens hold references to. */
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type TransactionStoreRef = ActorRefFrom<typeof transactionStoreMachine>;
