import { createActorContext } from '@xstate/react';
import { connectFlowMachine } from '@/machines/connect-flow.machine';

/**
 * The connect dialog's actor. Mount the Provider only while the dialog is open, so every opening starts at
 * the wallet list; the composition root passes `logic={connectFlowMachine.provide(…)}` with the real
 * connect-attempt actors and the storage actions, and `options={{ input: { wallets, recentWalletIds, width } }}`.
 * The connect attempt runs as this actor's invoked child, so it needs no context of its own.
 */
export const ConnectFlowActor = createActorContext(connectFlowMachine);
