import { and, assign, not, raise, setup } from 'xstate';
import { connectAttemptMachine } from '../connect-attempt/connect-attempt.machine';
import { viewportMachine } from '../viewport/viewport.machine';
import * as attempt from './connect-flow-attempt-rules';
import { connectFlowGuards } from './connect-flow-guards';
import type {
  ConnectFlowContext,
  ConnectFlowEvent,
  ConnectFlowInput,
  WalletChoice,
} from './connect-flow-rules';
import * as rules from './connect-flow-rules';
import * as transitions from './connect-flow-transitions';

export type {
  ConnectFlowContext,
  ConnectFlowEvent,
  ConnectFlowInput,
  ConnectLayout,
  OpenWalletAppParams,
  WalletChoice,
  WalletStep,
} from './connect-flow-rules';

/**
 * docs/wallet-behaviour.md sections 2 to 5: the `step` region is the panel
 * on screen, the `attempt` region a connection in flight (a connect-attempt child); a choice waits on its step
 * until the attempt presents the wallet. Opened on a chosen wallet: compact, no list behind CONNECT, until refused.
 */
export const connectFlowMachine = setup({
  types: {
    context: {} as ConnectFlowContext,
    events: {} as ConnectFlowEvent,
    input: {} as ConnectFlowInput,
    tags: {} as 'connecting' | 'connectFailed',
  },
  // The flow's own viewport child (the composition root gives it the browser's watcher): no view relays the width.
  actors: { connectAttempt: connectAttemptMachine, viewport: viewportMachine },
  guards: connectFlowGuards,
  actions: {
    chooseWallet: raise(rules.walletChosenEvent),
    chooseWalletToConnect: assign(rules.chooseWalletToConnect),
    chooseWalletToShow: assign(rules.chooseWalletToShow),
    chooseWalletToOpenOn: assign(rules.chooseWalletToOpenOn),
    showChosenWallet: assign(rules.showChosenWallet),
    showAttemptWallet: assign(({ context }) => ({ selectedWalletId: context.attemptWalletId })),
    clearSelection: assign({ highlightedWalletId: null, selectedWalletId: null, qrUri: null }),
    markAttemptShown: assign(attempt.markAttemptShown),
    resetAttempt: assign({ attemptShown: false }),
    endAttempt: assign({
      attemptWalletId: null,
      attemptShown: false,
      attemptInWalletConnectModal: false,
      attemptOpensApp: false,
      appUri: null,
    }),
    clearHighlight: assign({ highlightedWalletId: null }),
    reachGet: raise({ type: 'flow.reachedGet' }),
    reachConnect: raise({ type: 'flow.reachedConnect' }),
    applyWidth: assign((_, params: { width: number }) => ({ narrow: rules.isCompactWidth(params.width) })),
    // The visitor turned the chosen wallet down: the ordinary dialog, sized by the window.
    endChosenWalletFlow: assign({ chosenWalletId: null }),
    handOffToWalletConnectModal: assign(rules.handOffToWalletConnectModal),
    requestConnect: raise({ type: 'flow.connectRequested' }),
    presentWallet: raise({ type: 'flow.walletPresented' }),
    reportRejection: raise({ type: 'flow.connectRejected' }),
    /** Stores the latest and recent wallet ids (the composition root writes them to browser storage). */
    persistWalletChoice: (_, _choice: WalletChoice) => undefined,
    /**
     * Mobile: stores the deep-link choice and opens the wallet app (an http link in a new tab, any other scheme in
     * this one); the composition root navigates.
     */
    openWalletApp: (_, _params: rules.OpenWalletAppParams) => undefined,
    /** Reloads the page so a freshly installed extension is detected. */
    reloadPage: () => undefined,
  },
}).createMachine({
  id: 'connectFlow',
  description:
    "The connect dialog's steps (NONE to INSTRUCTIONS_EXTENSION) and the connection in flight: wallet choice as latest and recent, QR or Opening, Retry after a failure, a user rejection back to the list, compact below 768 px or when opened on a chosen wallet, and the mobile layout's row and GET list.",
  context: ({ input }) => rules.initialConnectFlowContext(input),
  // Opened on a chosen wallet, choose it at once; with none, the raised choice names no wallet and nothing happens.
  entry: { type: 'chooseWallet', params: ({ context }) => ({ walletId: context.chosenWalletId }) },
  invoke: {
    id: 'viewport',
    src: 'viewport',
    // Started by the opening itself: the child starts from the opening's width (its first snapshot reaches the flow).
    input: ({ event }) => ({ width: rules.openingWidthOf(event) }),
    onSnapshot: {
      actions: { type: 'applyWidth', params: ({ event }) => ({ width: event.snapshot.context.width }) },
    },
  },
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
            guard: and(['isChosenWalletReady', 'isChosenWalletFlow']),
            target: '.CONNECT',
            actions: ['chooseWalletToOpenOn', transitions.persistChoice, 'requestConnect'],
          },
          {
            guard: 'isChosenWalletReady',
            actions: ['chooseWalletToConnect', transitions.persistChoice, 'requestConnect'],
          },
          {
            guard: 'canInstallChosenWallet',
            target: '.DOWNLOAD_OPTIONS',
            actions: ['chooseWalletToShow', transitions.persistChoice],
          },
          {
            guard: 'isChosenWalletKnown',
            target: '.CONNECT',
            actions: ['chooseWalletToShow', transitions.persistChoice],
          },
        ],
        // On a phone the list stays and the wallet app opens; WalletConnect (and every desktop wallet) goes to CONNECT.
        'flow.walletPresented': [
          {
            guard: and(['isAttemptOpeningApp', 'hasAppUri']),
            actions: { type: 'openWalletApp', params: attempt.openWalletAppParams },
          },
          { guard: 'isAttemptOpeningApp' },
          { target: '.CONNECT', actions: 'showAttemptWallet' },
        ],
        'flow.connectRejected': { target: '.NONE', actions: ['clearSelection', 'endChosenWalletFlow'] },
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
          entry: 'reachGet',
          on: {
            'user.getWallet': transitions.getWalletRoutes,
            'user.back': [{ guard: 'isCompact', target: 'LEARN_COMPACT' }, { target: 'NONE' }],
          },
        },
        CONNECT: {
          entry: 'reachConnect',
          on: {
            'user.back': { guard: 'hasListBehindConnect', target: 'NONE', actions: 'clearSelection' },
            // The secondary row offers "Open" (WalletConnect's modal) or else, beside a QR code, "Get".
            'user.getThisWallet': [
              {
                guard: and(['isQrShown', not('offersWalletConnectModal'), 'offersDownloadOptions']),
                target: 'DOWNLOAD_OPTIONS',
              },
              { guard: and(['isQrShown', not('offersWalletConnectModal')]), target: 'DOWNLOAD' },
            ],
            'user.openWalletConnectModal': {
              guard: 'offersWalletConnectModal',
              actions: ['handOffToWalletConnectModal', 'requestConnect'],
            },
            'user.retry': { guard: 'canRetry', actions: 'requestConnect' },
          },
        },
        DOWNLOAD_OPTIONS: {
          on: {
            'user.chooseExtension': transitions.chooseDownload('extension', 'INSTRUCTIONS_EXTENSION'),
            'user.chooseDesktop': transitions.chooseDownload('desktop', 'INSTRUCTIONS_DESKTOP'),
            'user.chooseMobile': { guard: transitions.offersDownload('mobile'), target: 'DOWNLOAD' },
            'user.back': transitions.backFromDownloadOptions,
          },
        },
        DOWNLOAD: {
          on: {
            'user.continue': [
              { guard: transitions.hasGuide('mobile'), target: 'INSTRUCTIONS_MOBILE' },
              { target: 'CONNECT' },
            ],
            'user.back': transitions.backFromDownload,
          },
        },
        INSTRUCTIONS_MOBILE: { on: { 'user.back': 'DOWNLOAD' } },
        INSTRUCTIONS_DESKTOP: { on: { 'user.back': 'DOWNLOAD_OPTIONS' } },
        INSTRUCTIONS_EXTENSION: {
          on: { 'user.refresh': { actions: 'reloadPage' }, 'user.back': 'DOWNLOAD_OPTIONS' },
        },
      },
    },
    origin: {
      description:
        'Where Back from the download steps returns: the last of GET or CONNECT reached going forward.',
      initial: 'NONE',
      on: { 'flow.reachedGet': '.GET', 'flow.reachedConnect': '.CONNECT' },
      states: { NONE: {}, GET: {}, CONNECT: {} },
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
            input: ({ context }) => ({
              walletId: context.attemptWalletId ?? '',
              walletConnectModal: context.attemptInWalletConnectModal,
              uriFor: context.attemptOpensApp ? ('mobile' as const) : ('qrCode' as const),
            }),
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
              {
                guard: { type: 'failedSilently', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['endAttempt', 'clearHighlight'],
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
