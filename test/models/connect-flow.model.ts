import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import { type AnyMachineSnapshot, type EventObject, initialTransition } from 'xstate';
import {
  type ConnectAttemptOutput,
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
} from '@/machines/connect-attempt/connect-attempt.machine';
import {
  type ConnectFlowContext,
  type ConnectFlowEvent,
  type ConnectFlowInput,
  connectFlowMachine,
} from '@/machines/connect-flow/connect-flow.machine';
import { isCompactLayout } from '@/machines/connect-flow/connect-flow-rules';
import type { WalletInstructions, WalletOption } from '@/machines/shared/wallet-options';

const steps = (kind: 'install' | 'scan' | 'refresh'): WalletInstructions => ({
  learnMoreUrl: 'https://wallet.example/learn',
  steps: [{ step: kind, title: `wallet.${kind}.title`, description: `wallet.${kind}.description` }],
});
const wallet = (id: string, ready: boolean, downloadUrls: WalletOption['downloadUrls'], instructions = {}) =>
  ({ id, name: id, groupName: 'Recommended', ready, downloadUrls, instructions }) satisfies WalletOption;

/** Five wallets cover every combination the dialog routes on (docs/wallet-behaviour.md, sections 3 and 4). */
export const connectFlowWallets = [
  // Ready through WalletConnect with a mobile app only: its QR code, then DOWNLOAD without instructions.
  wallet('plain', true, { qrCode: 'https://plain.example/qr', mobile: 'https://plain.example/app' }),
  // Ready, available everywhere, with every instruction set.
  wallet(
    'everywhere',
    true,
    {
      qrCode: 'https://everywhere.example/qr',
      extension: 'https://chrome.example/everywhere',
      desktop: 'https://everywhere.example/desktop',
      mobile: 'https://everywhere.example/app',
    },
    { extension: steps('refresh'), desktop: steps('install'), mobile: steps('scan') },
  ),
  // Not installed, a browser extension only, no instructions: installable from the list.
  wallet('extension', false, { extension: 'https://chrome.example/extension' }),
  // Not installed and not installable here: a desktop app only.
  wallet('desktopOnly', false, { desktop: 'https://desktop.example/app' }),
  // Not installed, an extension and a desktop app without a guide: its desktop option leads straight to CONNECT.
  wallet('desktopApp', false, {
    extension: 'https://chrome.example/desktop-app',
    desktop: 'https://desktopapp.example/app',
  }),
  // WalletConnect itself: a QR code, and its own modal offered instead of "Get" (docs/wallet-behaviour.md, section 4).
  {
    ...wallet('walletConnect', true, {
      qrCode: 'https://modal.example/qr',
      mobile: 'https://modal.example/app',
    }),
    walletConnectModal: true,
  },
] as const;

export const connectFlowInput: ConnectFlowInput = {
  wallets: connectFlowWallets,
  recentWalletIds: ['everywhere', 'uninstalled'],
  width: 1280,
};

/**
 * Where an opening can start: the desktop dialog in a wide window; opened on a chosen wallet that is ready (it
 * connects at once) or only installable (its download options); and the mobile layout on a phone.
 */
export const connectFlowScenarios = {
  desktop: connectFlowInput,
  'chosen ready wallet': { ...connectFlowInput, chosenWalletId: 'everywhere' },
  'chosen installable wallet': { ...connectFlowInput, chosenWalletId: 'extension' },
  mobile: { ...connectFlowInput, width: 390, layout: 'mobile' },
} as const satisfies Record<string, ConnectFlowInput>;
export type ConnectFlowScenario = keyof typeof connectFlowScenarios;

/** The flow's viewport child has settled on a width (docs/wallet-behaviour.md section 2: measured, debounced). */
const viewportSettled = (width: number) => ({
  type: 'xstate.snapshot.viewport',
  snapshot: { value: 'steady', context: { width, pendingWidth: width, isNarrow: width < 768 } },
});

const presented = (qrUri: string | null) => ({
  type: 'xstate.snapshot.connectAttempt',
  snapshot: { value: { connecting: 'presented' }, context: { walletId: 'plain', qrUri, outcome: null } },
});
const ended = (outcome: ConnectAttemptOutput['outcome']) => ({
  type: 'xstate.done.actor.connectAttempt',
  output: { outcome },
});

export const connectFlowFixtures = {
  selectPlain: { type: 'user.selectWallet', walletId: 'plain' },
  selectExtension: { type: 'user.selectWallet', walletId: 'extension' },
  selectDesktopApp: { type: 'user.selectWallet', walletId: 'desktopApp' },
  selectModal: { type: 'user.selectWallet', walletId: 'walletConnect' },
  getPlain: { type: 'user.getWallet', walletId: 'plain' },
  getEverywhere: { type: 'user.getWallet', walletId: 'everywhere' },
  getExtension: { type: 'user.getWallet', walletId: 'extension' },
  getDesktopOnly: { type: 'user.getWallet', walletId: 'desktopOnly' },
  narrow: viewportSettled(767),
  wide: viewportSettled(768),
  qrShown: presented('wc:9a8b7c@2?relay-protocol=irn&symKey=def'),
  openingShown: presented(null),
  attemptConnected: ended('connected'),
  attemptRejected: ended('rejected'),
  attemptFailed: ended('failed'),
} as const satisfies Record<string, ConnectFlowEvent | { type: string }>;

/** The questions the dialog asks the actor (its enabled buttons): actor and model must answer each alike. */
export const connectFlowProbes: EventObject[] = [
  connectFlowFixtures.selectPlain,
  connectFlowFixtures.selectExtension,
  ...[
    'retry',
    'back',
    'getThisWallet',
    'openWalletConnectModal',
    'connect',
    'learnMore',
    'getAWallet',
    'continue',
  ].map((name) => ({ type: `user.${name}` })),
];

const rowClicked = new Set(['plain', 'extension', 'desktopApp', 'walletConnect']);

/**
 * What guards read, as coarse as behaviour allows: the highlighted row only matters for the rows the model
 * clicks. The recent list and the latest id are data for the view and for storage, checked by the unit tests.
 */
export const connectFlowRelevantContext = (context: ConnectFlowContext) => ({
  compact: isCompactLayout(context),
  chosen: context.chosenWalletId,
  highlighted: rowClicked.has(context.highlightedWalletId ?? '') ? context.highlightedWalletId : 'other',
  selected: context.selectedWalletId,
  attempt: context.attemptWalletId,
  attemptShown: context.attemptShown,
  inWalletConnectModal: context.attemptInWalletConnectModal,
  qr: context.qrUri !== null,
  opensApp: context.attemptOpensApp,
  appUri: context.appUri !== null,
});

export const connectFlowTestModel = createAppTestModel(connectFlowMachine, {
  payloads: Object.values(connectFlowFixtures),
  serializeContext: connectFlowRelevantContext,
  // Raised by the machine to itself; a path never sends them.
  ignoreEvents: [
    'flow.walletChosen',
    'flow.connectRequested',
    'flow.walletPresented',
    'flow.connectRejected',
    'flow.reachedGet',
    'flow.reachedConnect',
  ],
});

const attemptEvents = new Set(['xstate.snapshot.connectAttempt', 'xstate.done.actor.connectAttempt']);
const modalJourney = new Set([
  'user.openWalletConnectModal',
  'user.retry',
  'user.back',
  'user.getThisWallet',
]);
const modelEvents = connectFlowTestModel.model.options.events as (
  snapshot: AnyMachineSnapshot,
) => EventObject[];

/**
 * The two regions multiply: every panel, with every wallet on screen, times every stage of a connection in
 * flight (24k paths when all are crossed). Navigation is the same with or without an attempt in flight, so it
 * is explored with none; while an attempt is connecting or has failed, only its own events and the CONNECT
 * buttons (back, retry, get this wallet, another wallet) are offered. The width changes on the first panel.
 * Opened on a chosen wallet, exploration stops where the visitor turns it down: from there on the dialog is
 * the ordinary one, which the desktop scenario explores. WalletConnect's wallet is chosen from the first panel
 * and followed along its own journey only; while its modal stands in for the dialog only the attempt moves.
 */
const scopedEvents = (scenario: ConnectFlowScenario) => (snapshot: AnyMachineSnapshot) => {
  const { step, attempt } = snapshot.value as { step: string; attempt: string };
  const context = snapshot.context as ConnectFlowContext;
  const chosenFlowEnded =
    connectFlowScenarios[scenario].chosenWalletId !== undefined && context.chosenWalletId === null;
  if (chosenFlowEnded) return [];
  // WalletConnect's own modal stands in for the dialog: only the attempt moves until it settles.
  const handedOff = context.attemptInWalletConnectModal && attempt === 'connecting';
  // WalletConnect's wallet navigates like the others; only its own journey (CONNECT, its modal) is explored.
  const onModalWallet = [
    context.highlightedWalletId,
    context.selectedWalletId,
    context.attemptWalletId,
  ].includes('walletConnect');
  return modelEvents(snapshot).filter((event) => {
    const { type } = event;
    if (handedOff) return attemptEvents.has(type);
    if (event === connectFlowFixtures.selectModal) return step === 'NONE';
    if (onModalWallet) return attemptEvents.has(type) || modalJourney.has(type);
    if (type === 'xstate.snapshot.viewport') return step === 'NONE' && attempt === 'idle';
    return attempt === 'idle' || attemptEvents.has(type) || step === 'CONNECT';
  });
};

/**
 * Refresh only reloads the page (an action): it changes no state, so it never lies on a shortest path
 * (src/machines/AGENTS.md, Journeys). This journey reaches the extension instructions and takes it.
 */
const refreshJourney: { type: string }[] = [
  { type: 'user.getAWallet' },
  connectFlowFixtures.getExtension,
  { type: 'user.refresh' },
];

/** A generated path, with the scenario (and so the input) it starts from. */
export type ConnectFlowPath = ReturnType<typeof connectFlowTestModel.model.getShortestPaths>[number] & {
  scenario: ConnectFlowScenario;
  input: ConnectFlowInput;
};

const scenarioPaths = (scenario: ConnectFlowScenario): ConnectFlowPath[] => {
  const input = connectFlowScenarios[scenario];
  return connectFlowTestModel.model
    .getShortestPaths({ input, events: scopedEvents(scenario) })
    .map((path) => ({ ...path, scenario, input }));
};

export default defineMachineModel({
  name: 'connect-flow',
  machine: connectFlowMachine.provide({
    actors: {
      connectAttempt: connectAttemptMachine.provide({
        actors: {
          getQrUri: neverSettling<GetQrUriOutput, GetQrUriInput>(),
          connectWallet: neverSettling<ConnectWalletOutput, ConnectWalletInput>(),
        },
      }),
    },
  }),
  input: connectFlowInput,
  paths: (): ConnectFlowPath[] => [
    ...(Object.keys(connectFlowScenarios) as ConnectFlowScenario[]).flatMap(scenarioPaths),
    // getPathsFromEvents builds its default start without the input, so the start is given.
    ...connectFlowTestModel.model
      .getPathsFromEvents(refreshJourney, {
        input: connectFlowInput,
        fromState: initialTransition(connectFlowMachine, connectFlowInput)[0],
      })
      .map((path) => ({ ...path, scenario: 'desktop' as const, input: connectFlowInput })),
  ],
});
