import { findWallet } from '../shared/wallet-options';
import type { ConnectFlowContext, OpenWalletAppParams } from './connect-flow-rules';

// What the connect flow makes of its connect-attempt child: when it presented its wallet, how it ended.

type ContextArgs = { context: ConnectFlowContext };

/** Whether the connect-attempt child has just presented its wallet (its `connecting.presented` state). */
export function isPresentedAttempt(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return (value as { connecting?: unknown }).connecting === 'presented';
}

/** The first presented snapshot of the current attempt (later snapshots of the same attempt change nothing). */
export const isFirstPresentation = ({ context }: ContextArgs, params: { value: unknown }) =>
  !context.attemptShown && isPresentedAttempt(params.value);
export const failedOnScreen = ({ context }: ContextArgs, params: { outcome: string }) =>
  params.outcome === 'failed' && context.attemptShown;
export const failedUnseen = ({ context }: ContextArgs, params: { outcome: string }) =>
  params.outcome === 'failed' && !context.attemptShown;
/** The attempt's URI is the QR code's, or on a phone the wallet app's deep link. */
export const markAttemptShown = ({ context }: ContextArgs, params: { qrUri: string | null }) =>
  context.attemptOpensApp
    ? { attemptShown: true, appUri: params.qrUri }
    : { attemptShown: true, qrUri: params.qrUri };
/** Mobile errors are silent (docs/wallet-behaviour.md, section 5): the row is tappable again, nothing is said. */
export const failedSilently = ({ context }: ContextArgs, params: { outcome: string }) =>
  params.outcome === 'failed' && context.attemptOpensApp && context.chosenWalletId === null;
export const openWalletAppParams = ({ context }: ContextArgs): OpenWalletAppParams => {
  const wallet = findWallet(context.wallets, context.attemptWalletId);
  return { uri: context.appUri ?? '', walletName: wallet?.name ?? '' };
};
