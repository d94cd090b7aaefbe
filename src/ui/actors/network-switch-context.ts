import { networkSwitchMachine } from '@/machines/network-switch/network-switch.machine';
import { createActorRefContext } from './actor-ref-context';

/**
 * One opening of the network modal: the pending chain and the wrong-network state. Provided afresh each time the
 * modal opens (src/ui/wallet/network/network-modal.tsx mounts it); it ends when the switch attempt settles.
 */
export const NetworkSwitchActor = createActorRefContext(networkSwitchMachine);
