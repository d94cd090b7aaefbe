import type { SnapshotFrom } from 'xstate';
import type { connectFlowMachine, WalletStep } from '@/machines/connect-flow.machine';
import { isQrShown, shownWallet } from '@/machines/helpers/connect-flow-rules';

export type ConnectFlowSnapshot = SnapshotFrom<typeof connectFlowMachine>;

/** The panel on screen: the `step` region's state. */
export const stepOf = (snapshot: ConnectFlowSnapshot): WalletStep =>
  (snapshot.value as { step: WalletStep }).step;

/** The wallet the step panel is about, if any. */
export const shownWalletOf = (snapshot: ConnectFlowSnapshot) => shownWallet(snapshot.context);

/** Whether CONNECT shows the attempt's QR code (the machine's own rule, not restated here). */
export const isQrShownIn = (snapshot: ConnectFlowSnapshot) => isQrShown({ context: snapshot.context });

/** Whether the list is shown beside the panel (wide) or instead of it (compact, at NONE only). */
export const isWideLayout = (snapshot: ConnectFlowSnapshot) => !snapshot.context.compact;
