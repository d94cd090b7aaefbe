import { createActorContext } from '@xstate/react';
import { copyAddressMachine } from '@/machines/copy-address/copy-address.machine';

/** The account dialog's Copy Address button: the clipboard write and the 1.5 s Copied state. */
export const CopyAddressActor = createActorContext(copyAddressMachine);
