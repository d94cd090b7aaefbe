import { idleConnection, idleTransactionStore } from '@test/support/idle-wallet-logic';
import { watchProperties } from '@test/support/properties';
import { fixturePathName, type ModelStep, type ReplayablePath, replayPath } from '@test/support/replay-path';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventFrom, type EventObject, fromCallback } from 'xstate';
import type { TransactionGroups } from '@/machines/transaction-store/transaction-store.machine';
import { type SettledAccount, walletSystemMachine } from '@/machines/wallet-system/wallet-system.machine';
import model, {
  keptClickJourneys,
  recordingSession,
  routingJourney,
  walletSystemFixtures,
  walletSystemInput,
  walletSystemRelevantContext,
  walletSystemTestModel,
  walletSystemWithStandIns,
} from './wallet-system.model';
import walletSystemProperties from './wallet-system.properties';

const started = performance.now();
const generated = model.paths();
const generatedIn = performance.now() - started;
// The last three are hand-written journeys (no expected states of their own): replayed on their own below.
const paths = generated.filter((path): path is ReplayablePath => 'test' in path);

/** The wallet system with stand-in children and session that keep what it routes to them. */
/** With `checkEverySend`, the properties are checked after each send (journeys; replayPath checks generated paths). */
function startSystem(checkEverySend = false) {
  const received = { connection: [] as EventObject[], transactionStore: [] as EventObject[] };
  const session = recordingSession();
  const settled: SettledAccount[] = [];
  const storeGroups: { current: TransactionGroups } = { current: {} };
  const input = walletSystemInput(session);
  const properties = watchProperties(walletSystemProperties, input);
  const refreshBalance = (account: SettledAccount) => {
    settled.push(account);
    properties.record('refreshBalance', account);
  };
  const actor = createActor(walletSystemWithStandIns(received, storeGroups, refreshBalance), {
    input,
    inspect: properties.inspect,
  });
  properties.follow(actor);
  actor.start();
  if (checkEverySend) properties.check({ type: 'xstate.init' });
  /** Sends an event; a store snapshot first becomes what the stand-in store reports from then on. */
  const send = (event: EventObject) => {
    const snapshot = (event as { snapshot?: { context: { groups: TransactionGroups } } }).snapshot;
    if (snapshot) storeGroups.current = snapshot.context.groups;
    // Path events come out of @xstate/graph as plain EventObjects; each is one the machine itself offered.
    actor.send(event as EventFrom<typeof walletSystemMachine>);
    if (checkEverySend) properties.check(event);
  };
  return { actor, received, session, settled, send, properties };
}

describe('wallet system machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    console.info(
      `wallet-system: ${paths.length} generated paths + ${generated.length - paths.length} journeys in ${generatedIn.toFixed(0)} ms`,
    );
    expect(paths).toHaveLength(57);
    expect(walletSystemTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, walletSystemFixtures), async () => {
      const { actor, send, properties } = startSystem();
      const types = new Set(path.steps.slice(1).map(({ event }) => event.type));
      const executors = Object.fromEntries(
        [...types].map((type) => [type, ({ event }: ModelStep) => send(event)]),
      );
      const checked = await replayPath(
        path,
        executors,
        // Only keeps the replay on the path; the oracle is wallet-system.properties.ts.
        (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
        properties,
      );
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });

  it('routes the journey: session news to the connection, repeats stay quiet, one balance refresh on a settlement', () => {
    const { actor, received, session, settled, send } = startSystem(true);
    for (const event of routingJourney) send(event);
    expect(received.connection.map(({ type }) => type)).toEqual([
      'session.loading',
      'session.unauthenticated',
      'wallet.connected',
      'user.openSignInModal',
      'session.authenticated',
      'wallet.disconnected',
    ]);
    const alice = walletSystemFixtures.connectedOnBscTestnet.address;
    expect(session.getSnapshot().context).toEqual([
      { type: 'wallet.accountChanged', address: alice, chainId: 97 },
      { type: 'wallet.accountChanged', address: alice, chainId: 97 },
      { type: 'auth.signedIn', token: 'session-token' },
      { type: 'wallet.accountChanged', address: alice, chainId: null },
      { type: 'wallet.disconnected' },
    ]);
    expect(settled).toEqual([{ address: alice, chainId: 97 }]);
    expect(received.transactionStore.at(-1)).toEqual({
      type: 'wallet.accountChanged',
      address: null,
      chainId: null,
    });
    actor.stop();
  });

  it('opens the connect modal for a Connect Wallet click kept while loading, once the visitor is known not signed in', () => {
    const notConnected = startSystem(true);
    const [click, ...statuses] = keptClickJourneys.notConnected;
    notConnected.send(click);
    expect(notConnected.actor.getSnapshot().value).toBe('keepingConnectClick');
    expect(notConnected.received.connection.map(({ type }) => type)).not.toContain('user.openConnectModal');
    for (const event of statuses) notConnected.send(event);
    expect(notConnected.actor.getSnapshot().value).toBe('running');
    expect(
      notConnected.received.connection.filter(({ type }) => type === 'user.openConnectModal'),
    ).toHaveLength(1);
    notConnected.actor.stop();

    const signedIn = startSystem(true);
    const [clicked, authenticated, connected] = keptClickJourneys.alreadySignedIn;
    signedIn.send(clicked);
    signedIn.send(authenticated);
    expect(signedIn.actor.getSnapshot().value).toBe('keepingConnectClick');
    signedIn.send(connected);
    expect(signedIn.actor.getSnapshot().value).toBe('running');
    expect(signedIn.received.connection.map(({ type }) => type)).not.toContain('user.openConnectModal');
    signedIn.actor.stop();
  });

  it('opens the connect modal at once for a click made when the visitor is already known not signed in', () => {
    const system = startSystem(true);
    const [unauthenticated, disconnected, clicked] = keptClickJourneys.clickedOnceKnown;
    system.send(unauthenticated);
    system.send(disconnected);
    expect(system.received.connection.map(({ type }) => type)).not.toContain('user.openConnectModal');
    system.send(clicked);
    expect(system.actor.getSnapshot().value).toBe('running');
    expect(system.received.connection.filter(({ type }) => type === 'user.openConnectModal')).toHaveLength(1);
    system.actor.stop();
  });
});

/**
 * The same generated paths on the wallet system with its real children (the connection with sign-in and the
 * network switch inside, the transaction store): what the chart routes must land in each child. Only the outside
 * world is stubbed (wallet requests and receipts never settle). A store snapshot of the path becomes a real
 * transaction sent from the wallet, where the store has an account to list it under.
 */
describe('wallet system machine model, replayed on the real children', () => {
  const realSystem = walletSystemMachine.provide({
    actors: {
      connection: idleConnection,
      transactionStore: idleTransactionStore,
      // The session stand-in reports nothing by itself: the path's own session events stand for its news.
      followSession: fromCallback(() => undefined),
    },
  });

  for (const path of paths)
    it(fixturePathName(path, walletSystemFixtures), async () => {
      const actor = createActor(realSystem, { input: walletSystemInput(recordingSession()) }).start();
      const children = () => {
        const { connection, transactionStore } = actor.getSnapshot().children;
        if (!connection || !transactionStore) throw new Error('the wallet system runs no children');
        return { connection: connection.getSnapshot(), store: transactionStore.getSnapshot() };
      };
      let sentTransaction = false;
      const executors = Object.fromEntries(
        [...new Set(path.steps.slice(1).map(({ event }) => event.type))].map((type) => [
          type,
          ({ event }: ModelStep) => {
            if (type !== 'xstate.snapshot.transactionStore') {
              // Path events come out of @xstate/graph as plain EventObjects; each is one the machine offered.
              actor.send(event as EventFrom<typeof walletSystemMachine>);
              return;
            }
            const { store } = children();
            if (store.context.address === null) return;
            actor.getSnapshot().children.transactionStore?.send({
              type: 'wallet.transactionSent',
              hash: `0x${'cd'.repeat(32)}`,
              description: 'Buy 1,000 DGAI',
            });
            sentTransaction = true;
          },
        ]),
      );
      const check = (expected: AnyMachineSnapshot) => {
        const system = actor.getSnapshot();
        const { connection, store } = children();
        expect(system.value).toEqual(expected.value);
        const { pending, ...routing } = walletSystemRelevantContext(expected.context);
        expect(walletSystemRelevantContext(system.context)).toEqual({
          ...routing,
          pending: pending && sentTransaction,
        });
        if (system.context.wallet === 'connected') {
          expect(connection.context.wallet).toBe('connected');
          expect(connection.context.address?.toLowerCase()).toBe(system.context.address?.toLowerCase());
          expect(connection.context.chainId).toBe(system.context.chainId);
        }
        if (system.context.wallet === 'disconnected') expect(connection.context.wallet).toBe('disconnected');
        const listed = system.context.wallet === 'connected' && system.context.chainId === 97;
        expect(store.context.address).toBe(listed ? system.context.address : null);
        expect(store.context.chainId).toBe(listed ? 97 : null);
      };
      const checked = await replayPath(path, executors, check);
      expect(checked).toBe(path.steps.length);
      actor.stop();
    });
});
