import { defineMachineModel } from '@test/support/machine-model';
import { createAppTestModel } from '@test/support/test-model';
import {
  type ActorLogic,
  createActor,
  type EventObject,
  fromCallback,
  fromTransition,
  type Snapshot,
} from 'xstate';
import type { TransactionGroups } from '@/machines/transaction-store/transaction-store.machine';
import {
  type ConnectClicksPeer,
  type SessionPeer,
  type SettledAccount,
  type WalletSystemContext,
  type WalletSystemInput,
  walletSystemMachine,
} from '@/machines/wallet-system/wallet-system.machine';

const alice = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const bob = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const hash = `0x${'ab'.repeat(32)}`;

/** A session stand-in that keeps what the wallet system tells it (the model does not run the real one). */
export function recordingSession() {
  const actor = createActor(
    fromTransition(
      (received: EventObject[], event: EventObject) => [...received, event],
      [] as EventObject[],
    ),
  ).start();
  return actor as unknown as SessionPeer & { getSnapshot: () => { context: EventObject[] } };
}

/** A connect-clicks stand-in that keeps what the wallet system asks of it (the app area's actor is not run here). */
export function recordingConnectClicks() {
  const actor = createActor(
    fromTransition(
      (received: EventObject[], event: EventObject) => [...received, event],
      [] as EventObject[],
    ),
  ).start();
  return actor as unknown as ConnectClicksPeer & { getSnapshot: () => { context: EventObject[] } };
}

/** A child stand-in that keeps every event routed to it, and never reports a snapshot of its own. */
export function recordingChild(received: EventObject[] = []) {
  return fromCallback<EventObject>(({ receive }) => {
    receive((event) => void received.push(event));
  });
}

/**
 * A transaction store stand-in: keeps every event routed to it and reports, in each snapshot, the groups the test
 * last put in `groups` (so its snapshots agree with the path's own xstate.snapshot.transactionStore events).
 */
export function standInStore(
  received: EventObject[] = [],
  groups: { current: TransactionGroups } = { current: {} },
) {
  const logic: ActorLogic<Snapshot<undefined> & { context: { groups: TransactionGroups } }, EventObject> = {
    transition: (snapshot, event) => {
      received.push(event);
      return snapshot;
    },
    getInitialSnapshot: () => ({
      status: 'active',
      output: undefined,
      error: undefined,
      get context() {
        return { groups: groups.current };
      },
    }),
    getPersistedSnapshot: (snapshot) => snapshot,
  };
  return logic;
}

const groupsWith = (status: 'pending' | 'confirmed'): TransactionGroups => ({
  [alice]: { '97': [{ hash, description: 'Buy 1,000 DGAI', status }] },
});

export const walletSystemFixtures = {
  connectedOnBscTestnet: { type: 'wallet.connected', address: alice, chainId: 97 },
  connectedOnEthereum: { type: 'wallet.connected', address: alice, chainId: 1 },
  otherAccount: { type: 'wallet.accountChanged', address: bob },
  chainToBscTestnet: { type: 'wallet.chainChanged', chainId: 97 },
  chainToEthereum: { type: 'wallet.chainChanged', chainId: 1 },
  profileOfAlice: { type: 'session.profileLoaded', address: alice.toUpperCase().replace('0X', '0x') },
  profileOfBob: { type: 'session.profileLoaded', address: bob },
  signedIn: { type: 'auth.signedIn', token: 'session-token' },
  transactionPending: {
    type: 'xstate.snapshot.transactionStore',
    snapshot: { context: { groups: groupsWith('pending') } },
  },
  transactionSettled: {
    type: 'xstate.snapshot.transactionStore',
    snapshot: { context: { groups: groupsWith('confirmed') } },
  },
} as const;

export const walletSystemInput = (
  session: SessionPeer,
  connectClicks: ConnectClicksPeer = recordingConnectClicks(),
): WalletSystemInput => ({
  supportedChainIds: [97],
  storedTransactions: {},
  session,
  connectClicks,
});

/** What the routing guards read: what the connection knows, whether it was connected here, and a pending payment. */
export const walletSystemRelevantContext = (context: WalletSystemContext) => ({
  wallet: context.wallet,
  address: context.address,
  chainId: context.chainId,
  wasConnected: context.wasConnected,
  pending: Object.values(context.groups).some((chains) =>
    Object.values(chains).some((list) => list.some(({ status }) => status === 'pending')),
  ),
});

export const walletSystemTestModel = createAppTestModel(walletSystemMachine, {
  payloads: Object.values(walletSystemFixtures),
  serializeContext: walletSystemRelevantContext,
  // The watcher's "connecting" changes nothing; it is not offered (the chart does not declare it).
  ignoreEvents: ['wallet.connecting'],
});

/** The system machine with stand-in children: only a path's own events move it. */
export function walletSystemWithStandIns(
  received: { connection?: EventObject[]; transactionStore?: EventObject[] } = {},
  storeGroups?: { current: TransactionGroups },
  refreshBalance: (account: SettledAccount) => void = () => undefined,
) {
  return walletSystemMachine.provide({
    actions: {
      refreshBalances: (_, { accounts }) => {
        for (const account of accounts) refreshBalance(account);
      },
    },
    actors: {
      // Stand-ins of another kind than the real children: their types cannot match a machine's.
      connection: recordingChild(received.connection) as never,
      transactionStore: standInStore(received.transactionStore, storeGroups) as never,
      followSession: fromCallback(() => undefined) as never,
      watchWallet: fromCallback(() => undefined),
    },
  });
}

const modelSession = recordingSession();

/**
 * Transitions that change no vertex (a repeated reading, the session's news, a store snapshot without settlement)
 * never lie on a shortest path (src/machines/AGENTS.md, Journeys): one journey takes them all.
 */
const {
  connectedOnBscTestnet,
  profileOfAlice,
  profileOfBob,
  signedIn,
  transactionPending,
  transactionSettled,
} = walletSystemFixtures;
export const routingJourney = [
  { type: 'session.loading' },
  { type: 'session.unauthenticated' },
  connectedOnBscTestnet,
  connectedOnBscTestnet,
  // Another tab disconnected this wallet: the page disconnects it (its own disconnect comes as wallet.disconnected).
  { type: 'wallet.disconnectedElsewhere' },
  signedIn,
  { type: 'session.expired' },
  { type: 'session.authenticated' },
  profileOfAlice,
  profileOfBob,
  transactionPending,
  transactionPending,
  transactionSettled,
  { type: 'wallet.disconnected' },
  { type: 'wallet.disconnected' },
] as const;

/**
 * A Connect Wallet click (the app area's connect-clicks actor hands over the one made while the wallet loaded when the
 * system asks at its start) waits for
 * the wallet and the session: a visitor already signed in gets nothing, one who is not gets the connect modal, at
 * once when both are already known.
 */
export const keptClickJourneys = {
  alreadySignedIn: [
    { type: 'user.connectClicked' },
    { type: 'session.authenticated' },
    connectedOnBscTestnet,
  ],
  notConnected: [
    { type: 'user.connectClicked' },
    { type: 'session.unauthenticated' },
    { type: 'wallet.disconnected' },
  ],
  clickedOnceKnown: [
    { type: 'session.unauthenticated' },
    { type: 'wallet.disconnected' },
    { type: 'user.connectClicked' },
  ],
} as const;

const asPath = (events: readonly EventObject[], input?: WalletSystemInput) => ({
  steps: [{ event: { type: 'xstate.init' } }, ...events.map((event) => ({ event }))],
  ...(input ? { input } : {}),
});

function generatedPaths() {
  const input = walletSystemInput(modelSession);
  return [
    ...walletSystemTestModel.model.getShortestPaths({ input }),
    asPath(routingJourney),
    asPath(keptClickJourneys.alreadySignedIn, input),
    asPath(keptClickJourneys.notConnected, input),
    asPath(keptClickJourneys.clickedOnceKnown, input),
  ];
}

export default defineMachineModel({
  name: 'wallet-system',
  machine: walletSystemWithStandIns(),
  input: walletSystemInput(modelSession),
  paths: generatedPaths,
});
