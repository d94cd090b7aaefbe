import type { SnapshotFrom } from 'xstate';
import type { connectFlowMachine, WalletStep } from '@/machines/connect-flow/connect-flow.machine';
import { isCompactLayout, isQrShown, shownWallet } from '@/machines/connect-flow/connect-flow-rules';

export type ConnectFlowSnapshot = SnapshotFrom<typeof connectFlowMachine>;

/** The panel on screen: the `step` region's state. */
export const stepOf = (snapshot: ConnectFlowSnapshot): WalletStep =>
  (snapshot.value as { step: WalletStep }).step;

/** The wallet the step panel is about, if any. */
export const shownWalletOf = (snapshot: ConnectFlowSnapshot) => shownWallet(snapshot.context);

/** Whether CONNECT shows the attempt's QR code (the machine's own rule, not restated here). */
export const isQrShownIn = (snapshot: ConnectFlowSnapshot) => isQrShown({ context: snapshot.context });

/** Whether the desktop dialog is compact: the list alone at NONE, every other step in its place. */
export const isCompactIn = (snapshot: ConnectFlowSnapshot) => isCompactLayout(snapshot.context);
