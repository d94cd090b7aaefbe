import { createActorContext } from '@xstate/react';
import { connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';

/** The page's Connect Wallet clicks: kept while the wallet chunk loads, handed to the wallet system once it asks. */
export const ConnectClicksActor = createActorContext(connectClicksMachine);
