import {
  findWallet,
  getWalletStep,
  knownRecentIds,
  rememberRecent,
  type WalletOption,
} from './wallet-options';

/** Below this width the connect dialog is compact (spec.md section 9). */
export const COMPACT_BELOW_PX = 768;

export type WalletStep =
  | 'NONE'
  | 'LEARN_COMPACT'
  | 'GET'
  | 'CONNECT'
  | 'DOWNLOAD'
  | 'DOWNLOAD_OPTIONS'
  | 'INSTRUCTIONS_MOBILE'
  | 'INSTRUCTIONS_DESKTOP'
  | 'INSTRUCTIONS_EXTENSION';

export interface ConnectFlowInput {
  wallets: readonly WalletOption[];
  /** Recent wallet ids as stored, most recent first. */
  recentWalletIds: readonly string[];
  width: number;
}

/** Params of the `persistWalletChoice` action: what the composition root stores. */
export interface WalletChoice {
  latestWalletId: string | null;
  recentWalletIds: string[];
}

export interface ConnectFlowContext {
  wallets: readonly WalletOption[];
  recentWalletIds: string[];
  latestWalletId: string | null;
  compact: boolean;
  /** The highlighted row (its button is disabled). */
  highlightedWalletId: string | null;
  /** The wallet the right-hand panel is about. */
  selectedWalletId: string | null;
  /** The wallet being connected, and whether that attempt has been shown on CONNECT yet. */
  attemptWalletId: string | null;
  attemptShown: boolean;
  qrUri: string | null;
  /** Where some back buttons return: the last of GET or CONNECT reached going forward. */
  origin: 'NONE' | 'GET' | 'CONNECT';
}

type UserAction =
  | 'learnMore'
  | 'getAWallet'
  | 'getThisWallet'
  | 'continue'
  | 'connect'
  | 'retry'
  | 'refresh'
  | 'back';

export type ConnectFlowEvent =
  | { type: 'user.selectWallet'; walletId: string }
  | { type: 'user.getWallet'; walletId: string }
  | { type: `user.${UserAction}` }
  | { type: `user.choose${'Extension' | 'Desktop' | 'Mobile'}` }
  | { type: 'viewport.changed'; width: number }
  // Raised by the machine itself so its regions and its two ways of choosing agree; never sent from outside.
  | { type: 'flow.walletChosen'; walletId: string }
  | { type: `flow.${'connectRequested' | 'walletPresented' | 'connectRejected'}` };

export const isCompactWidth = (width: number) => width < COMPACT_BELOW_PX;

export function initialConnectFlowContext(input: ConnectFlowInput): ConnectFlowContext {
  return {
    wallets: input.wallets,
    recentWalletIds: knownRecentIds(input.recentWalletIds, input.wallets),
    latestWalletId: null,
    compact: isCompactWidth(input.width),
    highlightedWalletId: null,
    selectedWalletId: null,
    attemptWalletId: null,
    attemptShown: false,
    qrUri: null,
    origin: 'NONE',
  };
}

interface Args {
  context: ConnectFlowContext;
  event: ConnectFlowEvent;
}

/** The wallet an event is about: the one it names, else the wallet on screen. */
export const chosenWallet = ({ context, event }: Args) =>
  findWallet(context.wallets, 'walletId' in event ? event.walletId : context.selectedWalletId);
export const shownWallet = (context: ConnectFlowContext) =>
  findWallet(context.wallets, context.selectedWalletId);

/** A row click counts unless it is the highlighted row (whose button is disabled) or an unknown wallet. */
export const isNewWalletChoice = (args: Args) => {
  const wallet = chosenWallet(args);
  return wallet !== undefined && wallet.id !== args.context.highlightedWalletId;
};

/** Where GET's button, or CONNECT's "GET" next to a QR code, leads for the wallet an event is about. */
export const leadsTo = (args: Args, step: WalletStep) => {
  const wallet = chosenWallet(args);
  return wallet !== undefined && getWalletStep(wallet) === step;
};

/** Choosing a ready wallet: highlight it, make it latest and most recent, and make it the one to connect. */
export function chooseWalletToConnect(args: Args): Partial<ConnectFlowContext> {
  const id = chosenWallet(args)?.id ?? null;
  const recent =
    id === null ? args.context.recentWalletIds : rememberRecent(args.context.recentWalletIds, id);
  return {
    highlightedWalletId: id,
    latestWalletId: id,
    recentWalletIds: recent,
    attemptWalletId: id,
    qrUri: null,
  };
}

/** Choosing a wallet that is not ready: highlight it and show it; it becomes the latest, not a recent one. */
export function chooseWalletToShow(args: Args): Partial<ConnectFlowContext> {
  const id = chosenWallet(args)?.id ?? null;
  return { highlightedWalletId: id, selectedWalletId: id, latestWalletId: id };
}

/** Whether the connect-attempt child has just presented its wallet (its `connecting.presented` state). */
export function isPresentedAttempt(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return (value as { connecting?: unknown }).connecting === 'presented';
}

type ContextArgs = { context: ConnectFlowContext };

export const showChosenWallet = (args: Args) => ({ selectedWalletId: chosenWallet(args)?.id ?? null });
export const isQrShown = ({ context }: ContextArgs) =>
  context.qrUri !== null && context.selectedWalletId === context.attemptWalletId;
export const isAttemptWalletShown = ({ context }: ContextArgs) =>
  context.selectedWalletId === context.attemptWalletId;
export const hasInstructions = (
  { context }: ContextArgs,
  params: { kind: keyof WalletOption['instructions'] },
) => Boolean(shownWallet(context)?.instructions[params.kind]);
/** Whether the wallet on screen offers this download here: DOWNLOAD_OPTIONS shows its card only then. */
export const hasDownload = ({ context }: ContextArgs, params: { kind: 'extension' | 'desktop' | 'mobile' }) =>
  Boolean(shownWallet(context)?.downloadUrls[params.kind]);
export const hasExtensionAndMobileDownloads = ({ context }: ContextArgs) => {
  const urls = shownWallet(context)?.downloadUrls;
  return Boolean(urls?.extension && urls.mobile);
};

/** The first presented snapshot of the current attempt (later snapshots of the same attempt change nothing). */
export const isFirstPresentation = ({ context }: ContextArgs, params: { value: unknown }) =>
  !context.attemptShown && isPresentedAttempt(params.value);
export const failedOnScreen = ({ context }: ContextArgs, params: { outcome: string }) =>
  params.outcome === 'failed' && context.attemptShown;
export const failedUnseen = ({ context }: ContextArgs, params: { outcome: string }) =>
  params.outcome === 'failed' && !context.attemptShown;
export const markAttemptShown = (_: unknown, params: { qrUri: string | null }) => ({
  attemptShown: true,
  qrUri: params.qrUri,
});
export const walletChosenEvent = (_: unknown, params: { walletId: string | null }) => ({
  type: 'flow.walletChosen' as const,
  walletId: params.walletId ?? '',
});
