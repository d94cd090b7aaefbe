import { connectionMachine } from '@/machines/connection/connection.machine';
import { createActorRefContext } from './actor-ref-context';

/**
 * The connection actor: status (loading, unauthenticated, connected, disconnected) and which wallet modal is open.
 * Long-lived: the composition root provides it once, with `options.input` (the configured chain ids) and the
 * live `disconnectWallet` action; the wallet watcher and the session feed it events.
 */
export const ConnectionActor = createActorRefContext(connectionMachine);
