import { and, assign, not, or, raise, setup, stateIn } from 'xstate';
import { type ConnectAttemptOutput, connectAttemptMachine } from './connect-attempt.machine';
import type {
  ConnectFlowContext,
  ConnectFlowEvent,
  ConnectFlowInput,
  WalletChoice,
} from './helpers/connect-flow-rules';
import * as rules from './helpers/connect-flow-rules';

export type {
  ConnectFlowContext,
  ConnectFlowEvent,
  ConnectFlowInput,
  WalletChoice,
  WalletStep,
} from './helpers/connect-flow-rules';

/** Stores the choice once the assign before it in the same list has recorded it. */
const persistChoice = {
  type: 'persistWalletChoice',
  params: ({ context }: { context: ConnectFlowContext }): WalletChoice => ({
    latestWalletId: context.latestWalletId,
    recentWalletIds: context.recentWalletIds,
  }),
} as const;
type DownloadKind = 'extension' | 'desktop' | 'mobile';
const offersDownload = (kind: DownloadKind) => ({ type: 'hasDownload', params: { kind } }) as const;
const hasGuide = (kind: DownloadKind) => ({ type: 'hasInstructions', params: { kind } }) as const;
/** A download option is there only where the wallet has that download, like its card; then its guide, if any. */
const chooseDownload = <T extends string>(kind: DownloadKind, guide: T) =>
  [
    { guard: and([offersDownload(kind), hasGuide(kind)]), target: guide },
    { guard: offersDownload(kind), target: 'CONNECT' },
  ] as const;
const backToOrigin = [
  { guard: { type: 'cameFrom', params: { origin: 'GET' } }, target: 'GET', actions: 'clearSelection' },
  { guard: { type: 'cameFrom', params: { origin: 'CONNECT' } }, target: 'CONNECT' },
  { target: 'NONE' },
] as const;

/**
 * The desktop connect dialog (wallet-kit-behaviour.md sections 1.4-1.6, spec.md sections 2, 4 and 8): the `step`
 * region is the panel on screen, the `attempt` region a connection in flight (a connect-attempt child). Choosing
 * a ready wallet records it as latest and recent and starts connecting while the step stays until the attempt
 * presents the wallet; CONNECT then shows the QR code or Opening. A failure offers Retry; a user rejection is
 * ignored and the dialog returns to the wallet list.
 */
export const connectFlowMachine = setup({
  types: {
    context: {} as ConnectFlowContext,
    events: {} as ConnectFlowEvent,
    input: {} as ConnectFlowInput,
    tags: {} as 'connecting' | 'connectFailed',
  },
  actors: { connectAttempt: connectAttemptMachine },
  guards: {
    isCompact: ({ context }) => context.compact,
    isShowingList: or([not('isCompact'), stateIn('#connectFlow.step.NONE')]),
    isShowingConnectButton: or([
      stateIn('#connectFlow.step.INSTRUCTIONS_MOBILE'),
      stateIn('#connectFlow.step.INSTRUCTIONS_DESKTOP'),
    ]),
    isNewWalletChoice: rules.isNewWalletChoice,
    isChosenWalletKnown: (args) => rules.chosenWallet(args) !== undefined,
    isChosenWalletReady: (args) => rules.chosenWallet(args)?.ready === true,
    canInstallChosenWallet: (args) => Boolean(rules.chosenWallet(args)?.downloadUrls.extension),
    offersDownloadOptions: (args) => rules.leadsTo(args, 'DOWNLOAD_OPTIONS'),
    offersMobileDownload: (args) => rules.leadsTo(args, 'DOWNLOAD'),
    offersDesktopApp: (args) => rules.leadsTo(args, 'INSTRUCTIONS_DESKTOP'),
    hasInstructions: rules.hasInstructions,
    hasDownload: rules.hasDownload,
    hasExtensionAndMobileDownloads: rules.hasExtensionAndMobileDownloads,
    isQrShown: rules.isQrShown,
    cameFrom: ({ context }, params: { origin: ConnectFlowContext['origin'] }) =>
      context.origin === params.origin,
    canRetry: and([stateIn('#connectFlow.attempt.failed'), rules.isAttemptWalletShown]),
    isFirstPresentation: rules.isFirstPresentation,
    wasRejected: (_, params: ConnectAttemptOutput) => params.outcome === 'rejected',
    failedOnScreen: rules.failedOnScreen,
    failedUnseen: rules.failedUnseen,
  },
  actions: {
    chooseWallet: raise(rules.walletChosenEvent),
    chooseWalletToConnect: assign(rules.chooseWalletToConnect),
    chooseWalletToShow: assign(rules.chooseWalletToShow),
    showChosenWallet: assign(rules.showChosenWallet),
    showAttemptWallet: assign(({ context }) => ({ selectedWalletId: context.attemptWalletId })),
    clearSelection: assign({ highlightedWalletId: null, selectedWalletId: null, qrUri: null }),
    markAttemptShown: assign(rules.markAttemptShown),
    resetAttempt: assign({ attemptShown: false }),
    endAttempt: assign({ attemptWalletId: null, attemptShown: false }),
    setOrigin: assign((_, params: { origin: ConnectFlowContext['origin'] }) => ({ origin: params.origin })),
    applyWidth: assign((_, params: { width: number }) => ({ compact: rules.isCompactWidth(params.width) })),
    requestConnect: raise({ type: 'flow.connectRequested' }),
    presentWallet: raise({ type: 'flow.walletPresented' }),
    reportRejection: raise({ type: 'flow.connectRejected' }),
    /** Stores the latest and recent wallet ids (the composition root writes them to browser storage). */
    persistWalletChoice: (_, _choice: WalletChoice) => undefined,
    /** Reloads the page so a freshly installed extension is detected. */
    reloadPage: () => undefined,
  },
}).createMachine({
  id: 'connectFlow',
  context: ({ input }) => rules.initialConnectFlowContext(input),
  on: { 'viewport.changed': { actions: { type: 'applyWidth', params: ({ event }) => event } } },
  type: 'parallel',
  states: {
    step: {
      initial: 'NONE',
      on: {
        'user.selectWallet': {
          guard: and(['isShowingList', 'isNewWalletChoice']),
          actions: { type: 'chooseWallet', params: ({ event }) => event },
        },
        'user.connect': {
          guard: 'isShowingConnectButton',
          actions: {
            type: 'chooseWallet',
            params: ({ context }) => ({ walletId: context.selectedWalletId }),
          },
        },
        'flow.walletChosen': [
          {
            guard: 'isChosenWalletReady',
            actions: ['chooseWalletToConnect', persistChoice, 'requestConnect'],
          },
          {
            guard: 'canInstallChosenWallet',
            target: '.DOWNLOAD_OPTIONS',
            actions: ['chooseWalletToShow', persistChoice],
          },
          {
            guard: 'isChosenWalletKnown',
            target: '.CONNECT',
            actions: ['chooseWalletToShow', persistChoice],
          },
        ],
        'flow.walletPresented': { target: '.CONNECT', actions: 'showAttemptWallet' },
        'flow.connectRejected': { target: '.NONE', actions: 'clearSelection' },
      },
      states: {
        NONE: {
          on: {
            'user.learnMore': { guard: 'isCompact', target: 'LEARN_COMPACT' },
            'user.getAWallet': { guard: not('isCompact'), target: 'GET' },
          },
        },
        LEARN_COMPACT: { on: { 'user.getAWallet': 'GET', 'user.back': 'NONE' } },
        GET: {
          entry: { type: 'setOrigin', params: { origin: 'GET' } },
          on: {
            'user.getWallet': [
              { guard: 'offersDownloadOptions', target: 'DOWNLOAD_OPTIONS', actions: 'showChosenWallet' },
              { guard: 'offersMobileDownload', target: 'DOWNLOAD', actions: 'showChosenWallet' },
              { guard: 'offersDesktopApp', target: 'INSTRUCTIONS_DESKTOP', actions: 'showChosenWallet' },
              { guard: 'isChosenWalletKnown', target: 'INSTRUCTIONS_EXTENSION', actions: 'showChosenWallet' },
            ],
            'user.back': [{ guard: 'isCompact', target: 'LEARN_COMPACT' }, { target: 'NONE' }],
          },
        },
        CONNECT: {
          entry: { type: 'setOrigin', params: { origin: 'CONNECT' } },
          on: {
            'user.back': { guard: 'isCompact', target: 'NONE', actions: 'clearSelection' },
            'user.getThisWallet': [
              { guard: and(['isQrShown', 'offersDownloadOptions']), target: 'DOWNLOAD_OPTIONS' },
              { guard: 'isQrShown', target: 'DOWNLOAD' },
            ],
            'user.retry': { guard: 'canRetry', actions: 'requestConnect' },
          },
        },
        DOWNLOAD_OPTIONS: {
          on: {
            'user.chooseExtension': chooseDownload('extension', 'INSTRUCTIONS_EXTENSION'),
            'user.chooseDesktop': chooseDownload('desktop', 'INSTRUCTIONS_DESKTOP'),
            'user.chooseMobile': { guard: offersDownload('mobile'), target: 'DOWNLOAD' },
            'user.back': [{ guard: 'isCompact', target: 'NONE' }, ...backToOrigin],
          },
        },
        DOWNLOAD: {
          on: {
            'user.continue': [
              { guard: hasGuide('mobile'), target: 'INSTRUCTIONS_MOBILE' },
              { target: 'CONNECT' },
            ],
            // Before GET or CONNECT only an installable wallet's options lead here, and it has both downloads.
            'user.back': [
              { guard: 'hasExtensionAndMobileDownloads', target: 'DOWNLOAD_OPTIONS' },
              ...backToOrigin.slice(0, 2),
            ],
          },
        },
        INSTRUCTIONS_MOBILE: { on: { 'user.back': 'DOWNLOAD' } },
        INSTRUCTIONS_DESKTOP: { on: { 'user.back': 'DOWNLOAD_OPTIONS' } },
        INSTRUCTIONS_EXTENSION: {
          on: { 'user.refresh': { actions: 'reloadPage' }, 'user.back': 'DOWNLOAD_OPTIONS' },
        },
      },
    },
    attempt: {
      initial: 'idle',
      // Not reentering: re-entering a region re-enters the whole parallel state (the step back to NONE).
      on: { 'flow.connectRequested': { target: '.connecting', actions: 'resetAttempt' } },
      states: {
        idle: {},
        connecting: {
          tags: 'connecting',
          // A new request while one is in flight starts over with a fresh connect-attempt child.
          on: { 'flow.connectRequested': { target: 'connecting', reenter: true, actions: 'resetAttempt' } },
          invoke: {
            id: 'connectAttempt',
            src: 'connectAttempt',
            input: ({ context }) => ({ walletId: context.attemptWalletId ?? '' }),
            onSnapshot: {
              guard: {
                type: 'isFirstPresentation',
                params: ({ event }) => ({ value: event.snapshot.value }),
              },
              actions: [
                { type: 'markAttemptShown', params: ({ event }) => event.snapshot.context },
                'presentWallet',
              ],
            },
            onDone: [
              {
                guard: { type: 'wasRejected', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['endAttempt', 'reportRejection'],
              },
              { guard: { type: 'failedOnScreen', params: ({ event }) => event.output }, target: 'failed' },
              {
                guard: { type: 'failedUnseen', params: ({ event }) => event.output },
                target: 'failed',
                actions: 'presentWallet',
              },
              { target: 'idle', actions: 'endAttempt' },
            ],
          },
        },
        failed: { tags: 'connectFailed' },
      },
    },
  },
});
