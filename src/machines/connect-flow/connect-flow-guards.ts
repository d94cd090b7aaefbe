import { and, not, or, stateIn } from 'xstate';
import type { ConnectAttemptOutput } from '../connect-attempt/connect-attempt.machine';
import * as attempt from './connect-flow-attempt-rules';
import type { ConnectFlowContext } from './connect-flow-rules';
import * as rules from './connect-flow-rules';

type ContextArgs = { context: ConnectFlowContext };

/**
 * What the connect-flow chart asks before it moves (docs/wallet-behaviour.md, sections 2 to 5), kept apart from
 * the chart so the machine file reads as states and transitions. Each is named in the machine's `setup()`.
 */
export const connectFlowGuards = {
  isCompact: ({ context }: ContextArgs) => rules.isCompactLayout(context),
  isMobile: ({ context }: ContextArgs) => context.layout === 'mobile',
  isChosenWalletFlow: ({ context }: ContextArgs) => context.chosenWalletId !== null,
  isShowingList: or([
    stateIn('#connectFlow.step.NONE'),
    and([not('isMobile'), not('isCompact')]),
    and(['isMobile', stateIn('#connectFlow.step.CONNECT')]),
  ]),
  hasListBehindConnect: rules.hasListBehindConnect,
  isShowingConnectButton: or([
    stateIn('#connectFlow.step.INSTRUCTIONS_MOBILE'),
    stateIn('#connectFlow.step.INSTRUCTIONS_DESKTOP'),
  ]),
  isNewWalletChoice: rules.isNewWalletChoice,
  isChosenWalletKnown: (args: rules.Args) => rules.chosenWallet(args) !== undefined,
  isChosenWalletReady: (args: rules.Args) => rules.chosenWallet(args)?.ready === true,
  canInstallChosenWallet: (args: rules.Args) => Boolean(rules.chosenWallet(args)?.downloadUrls.extension),
  offersDownloadOptions: (args: rules.Args) => rules.leadsTo(args, 'DOWNLOAD_OPTIONS'),
  offersMobileDownload: (args: rules.Args) => rules.leadsTo(args, 'DOWNLOAD'),
  offersDesktopApp: (args: rules.Args) => rules.leadsTo(args, 'INSTRUCTIONS_DESKTOP'),
  hasInstructions: rules.hasInstructions,
  hasDownload: rules.hasDownload,
  hasExtensionAndMobileDownloads: rules.hasExtensionAndMobileDownloads,
  isQrShown: rules.isQrShown,
  /** The `origin` region remembers the last of GET or CONNECT reached going forward: Back returns there. */
  cameFromGet: stateIn('#connectFlow.origin.GET'),
  cameFromConnect: stateIn('#connectFlow.origin.CONNECT'),
  offersWalletConnectModal: rules.offersWalletConnectModal,
  isAttemptWalletShown: rules.isAttemptWalletShown,
  canRetry: and([stateIn('#connectFlow.attempt.failed'), 'isAttemptWalletShown']),
  isFirstPresentation: attempt.isFirstPresentation,
  wasRejected: (_: unknown, params: ConnectAttemptOutput) => params.outcome === 'rejected',
  failedOnScreen: attempt.failedOnScreen,
  failedUnseen: attempt.failedUnseen,
  failedSilently: attempt.failedSilently,
  isAttemptOpeningApp: ({ context }: ContextArgs) => context.attemptOpensApp,
  hasAppUri: ({ context }: ContextArgs) => context.appUri !== null,
};
