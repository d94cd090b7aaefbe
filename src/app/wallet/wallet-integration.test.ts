import { createFakeApi, fail, fakeProfile } from '@test/support/fake-api';
import {
  createFakeWalletConfig,
  type FakeWallet,
  otherTestChain,
  rpcMethods,
  stubRpcFetch,
  testAccounts,
} from '@test/support/fake-wallet';
import { type Config, switchChain } from '@wagmi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { connectWallet } from '@/api/chain/connect-wallet';
import { reconnectWallet } from '@/api/chain/reconnect-wallet';
import { createWalletList } from '@/api/chain/wallet-list';
import { initialAccountEvent, readWalletAccount } from '@/api/chain/watch-account';
import type { ApiClient } from '@/api/http/api-client';
import { readLoginToken, writeLoginToken } from '@/api/storage/login-token';
import { saveTransactions, TRANSACTIONS_KEY } from '@/api/storage/transactions';
import { CONNECT_CLICKED, connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';
import { currentTransactions } from '@/machines/transaction-store/transaction-store.machine';
import { createAppServices } from '../app-services';
import type { SessionRef } from './actor-refs';
import { createConnectAttemptLogic } from './connect-attempt-logic';
import { createWalletLogic, supportedChainIdsOf } from './wallet-logic';

const signature = `0x${'ab'.repeat(65)}`;
const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

/**
 * The wallet side as the app mounts it (src/app/wallet-chunk): the wallet system from the same logic (connection,
 * transaction store and the wallet watcher inside), the app area's session as its peer, and a sign-in actor started
 * afresh each time the sign-in modal opens, as SignInModal's Provider does.
 */
function startRuntime(options: {
  config: Config;
  session: SessionRef;
  api: ApiClient;
  inviteCode: string | null;
  onSignedIn: () => void;
  connectClicks: AnyActorRef;
}) {
  const { config, session } = options;
  let inviteCode = options.inviteCode;
  const logic = createWalletLogic({
    config,
    api: options.api,
    wallets: createWalletList(config),
    layout: 'desktop',
    refreshBalance: () => undefined,
    inviteCodes: {
      pending: () => inviteCode,
      forget: () => {
        inviteCode = null;
        options.onSignedIn();
      },
    },
  });
  const walletSystem = createActor(logic.walletSystem, {
    input: {
      supportedChainIds: supportedChainIdsOf(config),
      storedTransactions: {},
      session,
      connectClicks: options.connectClicks,
    },
  });
  walletSystem.start();
  const { connection, transactionStore } = walletSystem.getSnapshot().children;
  if (!connection || !transactionStore) throw new Error('the wallet system runs its children');
  stops.push(() => walletSystem.stop());
  return {
    session,
    walletSystem,
    connection,
    transactionStore,
    signInActor: () => connection.getSnapshot().children.signIn ?? null,
    /** The watcher attached again (React's StrictMode restarts the system's children): it repeats where it stands. */
    reattach() {
      const initial = initialAccountEvent(readWalletAccount(config));
      if (initial) walletSystem.send(initial);
    },
  };
}

function start({
  wallet = {},
  inviteCode = null,
  connectClickKept = false,
  tokenLifetimeMs,
}: {
  wallet?: Partial<FakeWallet>;
  inviteCode?: string | null;
  connectClickKept?: boolean;
  tokenLifetimeMs?: (n: number) => number;
} = {}) {
  const signed: string[] = [];
  stubRpcFetch(
    rpcMethods({
      eth_sign: ([, message]) => {
        signed.push(String(message));
        return signature;
      },
    }),
  );
  const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx', ...wallet }] });
  const api = createFakeApi(tokenLifetimeMs ? { tokenLifetimeMs } : {});
  const navigate = vi.fn();
  const notify = vi.fn();
  const log = vi.fn();
  const services = createAppServices({ navigate, log, fetch: api.fetch, loadWallet: async () => undefined });
  services.notices.subscribe(notify);
  const session = createActor(services.sessionLogic);
  session.start();
  const onSignedIn = vi.fn();
  // The app area's connect-clicks actor, as app-area.tsx starts it before the wallet chunk loads.
  const connectClicks = createActor(connectClicksMachine).start();
  stops.push(() => connectClicks.stop());
  // A Connect Wallet click on a stand-in while the wallet loaded: the connect-clicks actor keeps it.
  if (connectClickKept) connectClicks.send(CONNECT_CLICKED);
  const runtime = startRuntime({
    config,
    session,
    api: services.api,
    inviteCode,
    onSignedIn,
    connectClicks,
  });
  return { runtime, config, api, client: services.api, navigate, notify, onSignedIn, signed, connectClicks };
}

type Runtime = ReturnType<typeof startRuntime>;
const status = (runtime: Runtime) => {
  const tags = ['loading', 'disconnected', 'unauthenticated', 'connected'] as const;
  return tags.find((tag) => runtime.connection.getSnapshot().hasTag(tag));
};
const modal = (runtime: Runtime) => {
  const value = runtime.connection.getSnapshot().value.modal;
  return typeof value === 'string' ? value : Object.keys(value)[0];
};

/** Opens the connect modal and connects the fake wallet the way the dialog does: through a connect-attempt actor. */
async function connect(runtime: Runtime, config: Config) {
  await waitFor(runtime.connection, () => status(runtime) === 'disconnected');
  runtime.connection.send({ type: 'user.openConnectModal' });
  const attempt = createActor(createConnectAttemptLogic(config), { input: { walletId: 'okx' } }).start();
  await waitFor(attempt, (snapshot) => snapshot.status === 'done');
  return attempt.getSnapshot().output;
}

async function signIn(runtime: Runtime) {
  const signInActor = runtime.signInActor();
  if (!signInActor) throw new Error('the sign-in modal has no actor');
  await waitFor(signInActor, (snapshot) => snapshot.matches({ idle: 'ready' }));
  signInActor.send({ type: 'user.sendMessage' });
  return signInActor;
}

describe('wallet runtime: the session expires while the page is open', () => {
  it('opens sign-in for the still connected wallet, calls nothing with the old token, and stays on the page', async () => {
    // The first token lives long enough to finish signing in on a busy machine, the one signed again an hour.
    const { runtime, config, api, navigate } = start({
      tokenLifetimeMs: (n) => (n === 1 ? 1_500 : 3_600_000),
    });
    await connect(runtime, config);
    await waitFor(runtime.connection, () => modal(runtime) === 'signIn');
    await signIn(runtime);
    await waitFor(runtime.session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
    const callsWhileSignedIn = api.pathsCalled().length;

    await waitFor(runtime.session, (snapshot) => snapshot.hasTag('expired'));
    await waitFor(runtime.connection, () => modal(runtime) === 'signIn');
    expect(status(runtime)).toBe('unauthenticated');
    // Only the new sign-in message is asked for: nothing went out with the expired token.
    expect(api.pathsCalled().slice(callsWhileSignedIn)).toEqual(['POST /client-user/get-code']);

    await signIn(runtime);
    await waitFor(runtime.session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
    await waitFor(runtime.connection, () => status(runtime) === 'connected');
    expect(modal(runtime)).toBe('closed');
    expect(navigate).not.toHaveBeenCalled();
  }, 20_000);
});

describe('wallet runtime: connect and sign in', () => {
  it('connects, asks to sign in, stores the token, fetches /me and ends connected', async () => {
    const { runtime, config, api, signed, onSignedIn } = start({ inviteCode: 'FRIEND42' });
    expect(await connect(runtime, config)).toEqual({ outcome: 'connected' });
    await waitFor(runtime.connection, () => modal(runtime) === 'signIn');
    expect(status(runtime)).toBe('unauthenticated');

    await signIn(runtime);
    await waitFor(runtime.session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
    await waitFor(runtime.connection, () => status(runtime) === 'connected');

    expect(modal(runtime)).toBe('closed');
    expect(readLoginToken()).toBe('token-1');
    expect(runtime.session.getSnapshot().context.profile).toEqual(fakeProfile(testAccounts[0]));
    expect(api.pathsCalled()).toEqual([
      'POST /client-user/get-code',
      'POST /client-user/challenge',
      'GET /me',
    ]);
    // The challenge returns the exact message get-code gave (the server keeps no copy of it).
    expect(api.calls[1]?.body).toEqual({
      signature,
      address: testAccounts[0],
      message: expect.stringContaining(`Nonce: nonce${testAccounts[0].slice(2, 10)}`),
      inviteCode: 'FRIEND42',
    });
    expect(api.calls[2]?.bearer).toBe('token-1');
    // The wallet signed the server's message, byte for byte.
    expect(Buffer.from(String(signed[0]).slice(2), 'hex').toString()).toContain(
      `Nonce: nonce${testAccounts[0].slice(2, 10)}`,
    );
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('returns to idle quietly when the signature is rejected, with nothing stored', async () => {
    const { runtime, config, api } = start({ wallet: { features: { signMessageError: true } } });
    await connect(runtime, config);
    await waitFor(runtime.connection, () => modal(runtime) === 'signIn');

    const signInActor = await signIn(runtime);
    await waitFor(signInActor, (snapshot) => snapshot.matches({ idle: 'ready' }));

    expect(signInActor.getSnapshot().context.errorKey).toBeNull();
    expect(modal(runtime)).toBe('signIn');
    expect(readLoginToken()).toBeNull();
    expect(api.pathsCalled()).toEqual(['POST /client-user/get-code']);
  });

  it('cancelling the sign-in closes the modal and disconnects the wallet', async () => {
    const { runtime, config } = start();
    await connect(runtime, config);
    await waitFor(runtime.connection, () => modal(runtime) === 'signIn');
    const signInActor = runtime.signInActor();

    signInActor?.send({ type: 'user.cancel' });
    await waitFor(runtime.connection, () => status(runtime) === 'disconnected');

    expect(modal(runtime)).toBe('closed');
    expect(runtime.signInActor()).toBeNull();
  });
});

describe('wallet runtime: the API error catalogue', () => {
  it('a 401 from /me removes the token and sends the browser to /dgridpass, once', async () => {
    writeLoginToken('expired-token');
    const { runtime, navigate } = start();
    await waitFor(runtime.session, (snapshot) => snapshot.matches('signedOut'));

    expect(readLoginToken()).toBeNull();
    // From the page the test runs on (jsdom's /), with the way back.
    expect(navigate.mock.calls).toEqual([['/dgridpass?session=ended&from=%2F']]);
    expect(status(runtime)).toBe('disconnected');
  });

  it('a 502 shows the Server Error toast and keeps the session to retry', async () => {
    writeLoginToken('token-9');
    const { runtime, api, notify } = start();
    api.acceptToken('token-9', testAccounts[0]);
    api.answer('GET /me', () => fail(502, 'Bad Gateway'));
    await waitFor(runtime.session, (snapshot) => snapshot.matches({ signedIn: 'profileFailed' }));

    expect(notify.mock.calls).toEqual([['server_error']]);
    expect(readLoginToken()).toBe('token-9');
  });
});

async function signedIn(options: Parameters<typeof start>[0] = {}) {
  const started = start(options);
  await connect(started.runtime, started.config);
  await waitFor(started.runtime.connection, () => modal(started.runtime) === 'signIn');
  await signIn(started.runtime);
  await waitFor(started.runtime.connection, () => status(started.runtime) === 'connected');
  await waitFor(started.runtime.session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
  return started;
}

/** The wallet itself switches account, as a user does in MetaMask. */
function switchAccount(config: Config, address: string) {
  config.connectors[0]?.emitter.emit('change', { accounts: [address as `0x${string}`] });
}

const pending = (digit: string) => ({
  hash: `0x${digit.repeat(64)}`,
  description: `Buy ${digit}`,
  status: 'pending' as const,
});

describe('wallet runtime: account, chain and disconnect', () => {
  it('an account change ends the session of the old address: no profile or token carries over', async () => {
    const { runtime, config } = await signedIn();

    switchAccount(config, testAccounts[1]);
    await waitFor(runtime.session, (snapshot) => snapshot.matches('signedOut'));

    expect(runtime.session.getSnapshot().context).toMatchObject({ token: null, profile: null });
    expect(readLoginToken()).toBeNull();
    expect(runtime.connection.getSnapshot().context.address).toBe(testAccounts[1]);
    expect(status(runtime)).toBe('unauthenticated');
    expect(runtime.transactionStore.getSnapshot().context.address).toBe(testAccounts[1]);
  });

  it('a chain change keeps the session and shows that chain’s transactions only', async () => {
    const { runtime, config } = await signedIn();
    runtime.transactionStore.send({ type: 'wallet.transactionSent', ...pending('a') });
    await waitFor(
      runtime.transactionStore,
      (s) => s.context.groups[testAccounts[0].toLowerCase()] !== undefined,
    );

    await switchChain(config, { chainId: otherTestChain.id });
    await waitFor(runtime.transactionStore, (s) => s.context.chainId === otherTestChain.id);

    expect(runtime.session.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(currentTransactions(runtime.transactionStore.getSnapshot().context)).toEqual([]);
    expect(runtime.connection.getSnapshot().context.chainId).toBe(otherTestChain.id);
  });

  it('disconnecting from the account modal closes it and clears the session', async () => {
    const { runtime } = await signedIn();
    runtime.connection.send({ type: 'user.openAccountModal' });
    expect(modal(runtime)).toBe('account');

    runtime.connection.send({ type: 'user.disconnect' });
    await waitFor(runtime.connection, () => status(runtime) === 'disconnected');
    await waitFor(runtime.session, (snapshot) => snapshot.matches('signedOut'));

    expect(modal(runtime)).toBe('closed');
    expect(readLoginToken()).toBeNull();
    expect(runtime.transactionStore.getSnapshot().context.address).toBeNull();
  });

  it('a disconnect in another tab disconnects the wallet here too (wagmi tells only through storage)', async () => {
    const { runtime, config } = await signedIn();
    const connectorId = config.state.connections.get(config.state.current ?? '')?.connector.id;
    // What this page sees of the other tab: its wagmi writes the disconnect flag, and its session removes the token.
    window.dispatchEvent(
      new StorageEvent('storage', { key: `wagmi.${connectorId}.disconnected`, newValue: 'true' }),
    );
    await waitFor(runtime.connection, () => status(runtime) === 'disconnected');
    expect(config.state.status).toBe('disconnected');
    expect(runtime.transactionStore.getSnapshot().context.address).toBeNull();
  });

  it("shows another tab's transactions of this account and chain as that tab adds and clears them", async () => {
    const { runtime, config } = await signedIn();
    const chainId = config.state.chainId;
    const list = () => currentTransactions(runtime.transactionStore.getSnapshot().context);
    const otherTab = (transactions: ReturnType<typeof pending>[]) => {
      saveTransactions({ address: testAccounts[0], chainId, transactions });
      window.dispatchEvent(new StorageEvent('storage', { key: TRANSACTIONS_KEY }));
    };
    otherTab([pending('c')]);
    expect(list().map(({ hash }) => hash)).toEqual([pending('c').hash]);
    otherTab([]);
    expect(list()).toEqual([]);
  });

  it('keeps a stored session when the start-up reconnect finds no wallet', async () => {
    writeLoginToken('token-7');
    const { runtime, config, api } = start();
    api.acceptToken('token-7', testAccounts[0]);
    await waitFor(runtime.session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));

    // The reconnect the runtime runs at start, settling late: connecting, then disconnected again.
    await reconnectWallet(config);
    await waitFor(runtime.connection, () => status(runtime) === 'disconnected');

    expect(status(runtime)).toBe('disconnected');
    expect(readLoginToken()).toBe('token-7');
  });

  it('ends a restored session whose profile belongs to another account than the wallet’s', async () => {
    writeLoginToken('token-7');
    const { runtime, config, api } = start();
    api.acceptToken('token-7', testAccounts[1]);
    await connectWallet(config, { walletId: 'okx' });
    await waitFor(runtime.session, (snapshot) => snapshot.matches('signedOut'));

    expect(readLoginToken()).toBeNull();
    expect(runtime.session.getSnapshot().context.profile).toBeNull();
  });
});

describe('wallet runtime: the bridges stay idempotent', () => {
  it('attaching again does not close the modal the visitor opened', async () => {
    const { runtime } = start();
    await waitFor(runtime.connection, () => status(runtime) === 'disconnected');
    runtime.connection.send({ type: 'user.openConnectModal' });

    runtime.reattach();

    expect(modal(runtime)).toBe('connect');
  });

  it('a click kept from before the wallet ran opens the connect modal once the status is known', async () => {
    const { runtime } = start({ connectClickKept: true });
    await waitFor(runtime.connection, () => modal(runtime) === 'connect');
    expect(runtime.walletSystem.getSnapshot().value).toBe('running');
  });

  it('a kept click is answered once: a wallet started again (remounted) does not open the modal again', async () => {
    const { runtime, config, client, connectClicks } = start({ connectClickKept: true });
    await waitFor(runtime.connection, () => modal(runtime) === 'connect');
    runtime.walletSystem.stop();
    const session = runtime.session;
    const again = startRuntime({
      config,
      session,
      api: client,
      inviteCode: null,
      onSignedIn: vi.fn(),
      connectClicks,
    });
    await waitFor(again.connection, () => status(again) === 'disconnected');
    expect(modal(again)).not.toBe('connect');
    // Later clicks go to the wallet that runs now.
    connectClicks.send(CONNECT_CLICKED);
    expect(modal(again)).toBe('connect');
  });

  it('a Connect Wallet click once the wallet runs opens the connect modal; closed, the next click opens it again', async () => {
    const { runtime, connectClicks } = start();
    await waitFor(runtime.connection, () => status(runtime) === 'disconnected');
    expect(modal(runtime)).not.toBe('connect');
    connectClicks.send(CONNECT_CLICKED);
    expect(modal(runtime)).toBe('connect');
    runtime.connection.send({ type: 'user.closeModal' });
    expect(modal(runtime)).not.toBe('connect');
    connectClicks.send(CONNECT_CLICKED);
    expect(modal(runtime)).toBe('connect');
  });
});
