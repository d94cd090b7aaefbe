import {
  findWallet,
  getWalletStep,
  INSTALLED_GROUP,
  knownRecentIds,
  rememberRecent,
  type WalletOption,
} from '../shared/wallet-options';

/** The WalletConnect wallet: on a phone it shows its pairing URI (a sheet) instead of opening a wallet app. */
const WALLET_CONNECT_ID = 'walletConnect';

/** Below this width the connect dialog is compact (docs/wallet-behaviour.md, section 2). */
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

/** Desktop: the list and its nine steps; mobile (chosen by user agent): a row of wallet apps and their GET list. */
export type ConnectLayout = 'desktop' | 'mobile';

export interface ConnectFlowInput {
  wallets: readonly WalletOption[];
  /** Recent wallet ids as stored, most recent first. */
  recentWalletIds: readonly string[];
  width: number;
  /** Desktop unless given. */
  layout?: ConnectLayout;
  /**
   * A wallet chosen before the dialog opened (a "Continue with" button, as RainbowKit's WalletButton): the
   * dialog opens compact, on that wallet. An id that is not in `wallets` is ignored.
   */
  chosenWalletId?: string | null;
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
  layout: ConnectLayout;
  /** The window is narrower than COMPACT_BELOW_PX. */
  narrow: boolean;
  /** The wallet the dialog was opened on, until the visitor turns that wallet down. */
  chosenWalletId: string | null;
  /** The highlighted row (its button is disabled). */
  highlightedWalletId: string | null;
  /** The wallet the right-hand panel is about. */
  selectedWalletId: string | null;
  /** The wallet being connected, and whether that attempt has been shown on CONNECT yet. */
  attemptWalletId: string | null;
  attemptShown: boolean;
  /** The attempt goes through WalletConnect's own modal, which stands in for this dialog while it is open. */
  attemptInWalletConnectModal: boolean;
  /** Mobile: the attempt opens the wallet's app through its deep link (every wallet but WalletConnect). */
  attemptOpensApp: boolean;
  qrUri: string | null;
  /** The deep link the attempt opened the wallet app with (mobile), once the wallet announced it. */
  appUri: string | null;
}

/** Params of the `openWalletApp` action: the composition root stores the deep-link choice and navigates. */
export interface OpenWalletAppParams {
  uri: string;
  walletName: string;
}

type UserAction =
  | 'learnMore'
  | 'getAWallet'
  | 'getThisWallet'
  | 'continue'
  | 'connect'
  | 'retry'
  | 'refresh'
  | 'openWalletConnectModal'
  | 'back';

export type ConnectFlowEvent =
  | { type: 'user.selectWallet'; walletId: string }
  | { type: 'user.getWallet'; walletId: string }
  | { type: `user.${UserAction}` }
  | { type: `user.choose${'Extension' | 'Desktop' | 'Mobile'}` }
  // Raised by the machine itself so its regions and its two ways of choosing agree; never sent from outside.
  | { type: 'flow.walletChosen'; walletId: string }
  | { type: `flow.${'connectRequested' | 'walletPresented' | 'connectRejected'}` }
  | { type: `flow.reached${'Get' | 'Connect'}` };

export const isCompactWidth = (width: number) => width < COMPACT_BELOW_PX;

/** The width the flow was opened with, read from its start event (`xstate.init` carries the input). */
export const openingWidthOf = (event: { type: string }): number | undefined =>
  (event as { input?: Partial<ConnectFlowInput> }).input?.width;

/**
 * The desktop dialog's compact layout (the list alone at NONE, every other step in its place), docs/wallet-behaviour.md section 2:
 * below the width threshold or when a wallet is chosen; the mobile layout has its own.
 */
export const isCompactLayout = ({
  layout,
  narrow,
  chosenWalletId,
}: Pick<ConnectFlowContext, 'layout' | 'narrow' | 'chosenWalletId'>) =>
  layout === 'desktop' && (narrow || chosenWalletId !== null);

export function initialConnectFlowContext(input: ConnectFlowInput): ConnectFlowContext {
  const layout = input.layout ?? 'desktop';
  const narrow = isCompactWidth(input.width);
  const chosenWalletId = findWallet(input.wallets, input.chosenWalletId ?? null)?.id ?? null;
  return {
    wallets: input.wallets,
    recentWalletIds: knownRecentIds(input.recentWalletIds, input.wallets),
    latestWalletId: null,
    layout,
    narrow,
    chosenWalletId,
    highlightedWalletId: null,
    selectedWalletId: null,
    attemptWalletId: null,
    attemptShown: false,
    attemptInWalletConnectModal: false,
    attemptOpensApp: false,
    qrUri: null,
    appUri: null,
  };
}

export interface Args {
  context: ConnectFlowContext;
  event: ConnectFlowEvent;
}
type ContextArgs = { context: ConnectFlowContext };

/** The wallet an event is about: the one it names, else the wallet on screen. */
export const chosenWallet = ({ context, event }: Args) =>
  findWallet(context.wallets, 'walletId' in event ? event.walletId : context.selectedWalletId);
export const shownWallet = (context: ConnectFlowContext) =>
  findWallet(context.wallets, context.selectedWalletId);

/**
 * A row click counts unless it is the highlighted row (whose button is disabled) or an unknown wallet; the mobile
 * row holds only the configured wallets that can connect now.
 */
export const isNewWalletChoice = (args: Args) => {
  const wallet = chosenWallet(args);
  if (wallet === undefined || wallet.id === args.context.highlightedWalletId) return false;
  return args.context.layout === 'desktop' || (wallet.ready && wallet.groupName !== INSTALLED_GROUP);
};

/** CONNECT replaced the wallet list (compact, or the mobile status) and Back returns to it; not when opened on a wallet. */
export const hasListBehindConnect = ({ context }: ContextArgs) =>
  (isCompactLayout(context) || context.layout === 'mobile') && context.chosenWalletId === null;

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
    attemptInWalletConnectModal: false,
    attemptOpensApp: args.context.layout === 'mobile' && id !== WALLET_CONNECT_ID,
    qrUri: null,
    appUri: null,
  };
}

/** Opened on a chosen wallet that is ready: connect it, and show it on CONNECT at once. */
export const chooseWalletToOpenOn = (args: Args): Partial<ConnectFlowContext> => ({
  ...chooseWalletToConnect(args),
  selectedWalletId: chosenWallet(args)?.id ?? null,
});

/** "Open" on CONNECT: the wallet on screen connects through WalletConnect's own modal instead. */
export const handOffToWalletConnectModal = ({ context }: ContextArgs) => ({
  attemptWalletId: context.selectedWalletId,
  attemptInWalletConnectModal: true,
  attemptOpensApp: false,
});
/** The desktop CONNECT secondary row offers "Open" for a ready wallet that WalletConnect's modal can connect. */
export const offersWalletConnectModal = ({ context }: ContextArgs) => {
  const wallet = shownWallet(context);
  return context.layout === 'desktop' && wallet?.ready === true && wallet.walletConnectModal === true;
};

/** Choosing a wallet that is not ready: highlight it and show it; it becomes the latest, not a recent one. */
export function chooseWalletToShow(args: Args): Partial<ConnectFlowContext> {
  const id = chosenWallet(args)?.id ?? null;
  return { highlightedWalletId: id, selectedWalletId: id, latestWalletId: id };
}

export const showChosenWallet = (args: Args) => ({ selectedWalletId: chosenWallet(args)?.id ?? null });
/** The desktop CONNECT step shows the attempt's QR code; the mobile layout opens the wallet app instead. */
export const isQrShown = ({ context }: ContextArgs) =>
  context.layout === 'desktop' &&
  context.qrUri !== null &&
  context.selectedWalletId === context.attemptWalletId;
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

export const walletChosenEvent = (_: unknown, params: { walletId: string | null }) => ({
  type: 'flow.walletChosen' as const,
  walletId: params.walletId ?? '',
});
