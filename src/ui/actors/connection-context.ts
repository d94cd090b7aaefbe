import { createActorContext } from '@xstate/react';
import { connectionMachine } from '@/machines/connection.machine';

/**
 * The connection actor: status (loading, unauthenticated, connected, disconnected) and which wallet modal is open.
 * Long-lived: the composition root provides it once, with `options.input` (the configured chain ids) and the
 * live `disconnectWallet` action; the wallet watcher and the session feed it events.
 */
export const ConnectionActor = createActorContext(connectionMachine);
