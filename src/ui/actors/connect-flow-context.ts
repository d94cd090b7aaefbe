import { connectFlowMachine } from '@/machines/connect-flow/connect-flow.machine';
import { createActorRefContext } from './actor-ref-context';

/**
 * The connect dialog's actor: the connection's child (systemId `connectFlow`) while the connect modal is open,
 * started afresh at each opening (src/ui/wallet/connect/connect-modal.tsx provides it). A test can start one of
 * its own with `logic` and `options.input`. The connect attempt runs as its invoked child.
 */
export const ConnectFlowActor = createActorRefContext(connectFlowMachine);
