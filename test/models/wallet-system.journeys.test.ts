import { watchProperties } from '@test/support/properties';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, type EventObject, fromCallback, setup } from 'xstate';
import type { TransactionGroups } from '@/machines/transaction-store/transaction-store.machine';
import type {
  SessionPeer,
  SettledAccount,
  WalletSystemInput,
} from '@/machines/wallet-system/wallet-system.machine';
import { walletSystemMachine } from '@/machines/wallet-system/wallet-system.machine';
import {
  recordingChild,
  recordingSession,
  standInStore,
  walletSystemFixtures,
  walletSystemInput,
  walletSystemWithStandIns,
} from './wallet-system.model';
import walletSystemProperties from './wallet-system.properties';

/**
 * The generated paths hand the wallet system the session's news as events; here the real `followSession` reads
 * them from a session peer with the session chart's states and tags (docs/machines.md, session: restoring,
 * signedOut, signedIn tagged signedIn, expired tagged expired), which keeps what the system tells it.
 *
 * Expected values: docs/wallet-behaviour.md section 1 (the session side of the status table: a stored token
 * being checked is `loading`, signed in is `authenticated`, no valid session is `unauthenticated`; the session
 * side *becoming* unauthenticated closes every dialog, so a status heard again is not news), section 8 (the
 * session ends when the wallet shows another account than the profile's) and docs/machines.md, session (expired:
 * sign in again in place).
 */
const sessionPeer = setup({
  types: {
    context: {} as { profile: { address: string } | null; received: EventObject[] },
    events: {} as AnyEventObject,
  },
}).createMachine({
  context: { profile: null, received: [] },
  initial: 'restoring',
  states: {
    restoring: {},
    signedOut: {},
    signedIn: { tags: ['signedIn'] },
    expired: { tags: ['expired'] },
  },
  on: {
    'test.signedOut': { target: '.signedOut', actions: assign({ profile: null }) },
    'test.signedIn': {
      target: '.signedIn',
      actions: assign({ profile: ({ event }) => (event.address ? { address: event.address } : null) }),
    },
    'test.expired': '.expired',
    '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) },
  },
});

/** The system on a session peer that has already taken `before` (its news so far) when the system starts. */
function start(before: AnyEventObject[] = []) {
  const session = createActor(sessionPeer).start();
  for (const event of before) session.send(event);
  const connection: EventObject[] = [];
  const system = createActor(
    walletSystemMachine.provide({
      actors: {
        // Stand-ins of another kind than the real children: their types cannot match a machine's.
        connection: recordingChild(connection) as never,
        transactionStore: standInStore() as never,
        watchWallet: fromCallback(() => undefined),
      },
    }),
    { input: walletSystemInput(session as unknown as SessionPeer) },
  ).start();
  const told = () => session.getSnapshot().context.received;
  const heard = () => connection.map(({ type }) => type);
  return { session, system, told, heard };
}

const alice = walletSystemFixtures.connectedOnBscTestnet.address;
const bob = walletSystemFixtures.otherAccount.address;

describe("wallet system: the session's news read from the session itself", () => {
  it('tells the connection the session side of the status table, each change once', () => {
    const { session, system, heard } = start();
    expect(heard()).toEqual(['session.loading']);
    system.send(walletSystemFixtures.connectedOnBscTestnet);
    session.send({ type: 'test.signedOut' });
    session.send({ type: 'test.signedOut' });
    expect(heard()).toEqual(['session.loading', 'wallet.connected', 'session.unauthenticated']);
    session.send({ type: 'test.signedIn', address: alice.toUpperCase().replace('0X', '0x') });
    session.send({ type: 'test.signedIn', address: alice });
    expect(heard()).toEqual([
      'session.loading',
      'wallet.connected',
      'session.unauthenticated',
      'session.authenticated',
    ]);
    system.stop();
  });

  it('asks to sign in again once when the token expires, and says the session side is unauthenticated', () => {
    const { session, system, heard } = start();
    system.send(walletSystemFixtures.connectedOnBscTestnet);
    session.send({ type: 'test.signedIn', address: alice });
    session.send({ type: 'test.expired' });
    expect(heard().at(-1)).toBe('user.openSignInModal');
    session.send({ type: 'test.expired' });
    expect(heard()).toEqual([
      'session.loading',
      'wallet.connected',
      'session.authenticated',
      'session.unauthenticated',
      'user.openSignInModal',
    ]);
    system.stop();
  });

  it("ends the session when its profile is of another account than the wallet's, once per profile", () => {
    const { session, system, told } = start();
    system.send(walletSystemFixtures.connectedOnBscTestnet);
    const onConnect = told().length;
    session.send({ type: 'test.signedIn', address: alice.toUpperCase().replace('0X', '0x') });
    expect(told().slice(onConnect)).toEqual([]);
    session.send({ type: 'test.signedIn', address: bob });
    session.send({ type: 'test.signedIn', address: bob });
    expect(told().slice(onConnect)).toEqual([
      { type: 'wallet.accountChanged', address: alice, chainId: null },
    ]);
    system.stop();
  });

  it('a session that is already known at the start is heard as it is, not as loading', () => {
    const { system, heard } = start([{ type: 'test.signedIn', address: alice }]);
    expect(heard()).toEqual(['session.authenticated']);
    system.stop();
  });

  it('a session already expired at the start asks to sign in again at once', () => {
    const { system, heard } = start([{ type: 'test.expired' }]);
    expect(heard()).toEqual(['session.unauthenticated', 'user.openSignInModal']);
    system.stop();
  });
});

/** The system with stand-in children, its properties checked after its start and after every event sent. */
function startWatched(input: WalletSystemInput) {
  const connection: EventObject[] = [];
  const storeGroups = { current: input.storedTransactions ?? {} };
  const properties = watchProperties(walletSystemProperties, input);
  const settled: SettledAccount[] = [];
  const refreshBalance = (account: SettledAccount) => {
    settled.push(account);
    properties.record('refreshBalance', account);
  };
  const actor = createActor(walletSystemWithStandIns({ connection }, storeGroups, refreshBalance), {
    input,
    inspect: properties.inspect,
  });
  properties.follow(actor);
  actor.start();
  properties.check({ type: 'xstate.init' });
  const send = (...events: AnyEventObject[]) => {
    for (const event of events) {
      const snapshot = (event as { snapshot?: { context: { groups: TransactionGroups } } }).snapshot;
      if (snapshot) storeGroups.current = snapshot.context.groups;
      actor.send(event as never);
      properties.check(event);
    }
  };
  const modalsAsked = () => connection.filter(({ type }) => type === 'user.openConnectModal').length;
  return { actor, send, settled, modalsAsked };
}

/**
 * Sequences no shortest path takes (they change no vertex, or reach one by a longer way): each event is checked
 * against wallet-system.properties.ts, and what a property cannot say (a click that must open the dialog) is
 * asserted here from docs/wallet-behaviour.md section 1.
 */
describe('wallet system journeys checked against its properties', () => {
  const session = recordingSession();
  const { connectedOnBscTestnet, profileOfAlice, profileOfBob } = walletSystemFixtures;

  it('routes accounts and chains heard in any order, and profiles of this or another account', () => {
    const { actor, send } = startWatched(walletSystemInput(session));
    send(
      { type: 'wallet.disconnectedElsewhere' },
      { type: 'wallet.accountChanged', address: bob },
      { type: 'wallet.chainChanged', chainId: 97 },
      { type: 'wallet.connected', address: bob, chainId: 97 },
      { type: 'wallet.connected', address: bob, chainId: 1 },
      { type: 'wallet.connected', address: alice, chainId: 1 },
      profileOfBob,
      profileOfAlice,
      { type: 'wallet.disconnected' },
      profileOfBob,
      { type: 'wallet.disconnectedElsewhere' },
    );
    actor.stop();
  });

  it('a Connect click with a wallet but no session opens the dialog, at once or once the session is known', () => {
    const known = startWatched(walletSystemInput(session));
    known.send(connectedOnBscTestnet, { type: 'session.unauthenticated' }, { type: 'user.connectClicked' });
    expect(known.modalsAsked()).toBe(1);
    known.actor.stop();

    const checking = startWatched(walletSystemInput(session));
    checking.send(connectedOnBscTestnet, { type: 'session.unauthenticated' }, { type: 'session.loading' });
    checking.send({ type: 'user.connectClicked' });
    expect(checking.modalsAsked()).toBe(0);
    checking.send({ type: 'session.unauthenticated' });
    expect(checking.modalsAsked()).toBe(1);
    checking.actor.stop();
  });

  it('starts the store on the stored transactions and announces one that settles', () => {
    const pending = {
      hash: `0x${'ab'.repeat(32)}`,
      description: 'Buy 1,000 DGAI',
      status: 'pending' as const,
    };
    const stored = { [alice]: { '97': [pending] } };
    const system = startWatched({ ...walletSystemInput(session), storedTransactions: stored });
    system.send(connectedOnBscTestnet, {
      type: 'xstate.snapshot.transactionStore',
      snapshot: { context: { groups: { [alice]: { '97': [{ ...pending, status: 'confirmed' }] } } } },
    });
    expect(system.settled).toEqual([{ address: alice, chainId: 97 }]);
    system.actor.stop();

    const { storedTransactions: _, ...nothingStored } = walletSystemInput(session);
    const empty = startWatched(nothingStored);
    empty.send(connectedOnBscTestnet, { type: 'wallet.disconnected' });
    empty.actor.stop();
  });
});
