import { createFakeApi, type FakeApi, fail } from '@test/support/fake-api';
import {
  createFakeWalletConfig,
  rpcMethods,
  stubRpcFetch,
  testAccounts,
  testChain,
} from '@test/support/fake-wallet';
import { sessionToken } from '@test/support/session-tokens';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Config } from '@wagmi/core';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The first import of the wallet chunk is transformed on the fly: far slower here than in a browser.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

import type { InspectionEvent, Observer } from 'xstate';
import { writeLoginToken } from '@/api/storage/login-token';
import { saveTransactions, TRANSACTIONS_KEY } from '@/api/storage/transactions';
import { createI18n } from '@/i18n/i18n';

/**
 * The app's routes as a visitor meets them, through the real composition root: the app area, the session with the
 * API client (a fake API behind fetch), and the wallet chunk with the fake wallet in place of the product's
 * wallets (the one substitution). StrictMode, as in the browser.
 */
const wallet = vi.hoisted(() => ({ config: undefined as Config | undefined, built: 0 }));
vi.mock('@/api/chain/wagmi-config', () => ({
  getWagmiConfig: () => {
    wallet.built += 1;
    if (!wallet.config) throw new Error('the test has no wallet config');
    return wallet.config;
  },
}));

/** Runs while the wallet renders for the first time, after its system read its input (a click then is a late one). */
const duringWalletStart = vi.hoisted(() => ({ run: undefined as (() => void) | undefined }));
vi.mock('@/app/wallet-chunk/wallet-parts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/app/wallet-chunk/wallet-parts')>();
  return {
    ...real,
    createRunningWallet: (...args: Parameters<typeof real.createRunningWallet>) => {
      const { run } = duringWalletStart;
      duringWalletStart.run = undefined;
      run?.();
      return real.createRunningWallet(...args);
    },
  };
});

const signature = `0x${'cd'.repeat(65)}`;
let api: FakeApi;

beforeEach(() => {
  vi.resetModules();
  api = createFakeApi();
  stubRpcFetch(rpcMethods({ eth_sign: () => signature }));
  const rpcFetch = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) =>
      String(input).startsWith('/api/') ? api.fetch(String(input), init) : rpcFetch(input, init),
    ),
  );
  wallet.config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
  wallet.built = 0;
});

afterEach(() => {
  window.history.pushState({}, '', '/');
});

async function visit(path: string, language: 'en' | 'zh' = 'en', inspect?: Observer<InspectionEvent>) {
  window.history.pushState({}, '', path);
  const { App } = await import('@/app/app');
  const i18n = createI18n(language);
  await i18n.loadLanguages(language);
  const view = render(
    <StrictMode>
      <App i18n={i18n} url={path} inspect={inspect} />
    </StrictMode>,
  );
  // The app's routes arrive in their own chunk; the page is re-rendered inside the wallet once that loads.
  await screen.findByRole('main', {}, slow);
  const header = () => within(view.container.querySelector('.app-header') as HTMLElement);
  const main = () => within(view.container.querySelector('main') as HTMLElement);
  /** The wallet chunk is up: the header's real wallet control has replaced the stand-in. */
  const walletReady = () =>
    waitFor(() => expect(view.container.querySelector('.app-header .connect-button')).not.toBeNull(), {
      timeout: 15_000,
    });
  return { ...view, header, main, walletReady };
}

// First in the file: the wallet chunk's first import is transformed on the fly, so the shell (and its stand-in)
// is on screen well before the wallet renders; with a warm cache the wallet can render in the shell's own first pass.
describe('/app, a click while the wallet starts', () => {
  it('opens the connect dialog for a click on the stand-in made after the wallet read its kept clicks, before it took over the page', async () => {
    // The wallet's first render can span several tasks; a click can land between them (seen in the browser tests).
    // The header's stand-in is there from the shell's first frame, whatever the session.
    let clicked = '';
    duringWalletStart.run = () => {
      const standIn = document.querySelector<HTMLButtonElement>('.app-header button.wallet-chip');
      clicked = standIn?.textContent ?? 'no stand-in';
      standIn?.click();
    };
    const { walletReady } = await visit('/app');
    await walletReady();
    expect(clicked).toBe('Connect Wallet');
    expect(await screen.findByRole('dialog', { name: /connect a wallet/i }, slow)).toBeInTheDocument();
  });
});

describe('/app without a session', () => {
  it('asks to connect, then connects, signs in and shows the profile from GET /me', async () => {
    const user = userEvent.setup();
    const { main, header, walletReady } = await visit('/app');
    // Under /app the wallet mounts at once, and the page is rendered again inside it: query once it is up.
    await walletReady();
    expect(
      await main().findByRole('heading', { name: 'Connect your wallet to begin' }, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(header().getByRole('button', { name: 'Connect Wallet' })).toBeEnabled(), slow);

    await user.click(main().getByRole('button', { name: 'Connect Wallet' }));
    const connect = await screen.findByRole('dialog', { name: /connect a wallet/i }, slow);
    await user.click(within(connect).getByRole('button', { name: /Fake okx/ }));

    const signIn = await screen.findByRole('dialog', { name: /verify your account/i }, slow);
    const send = within(signIn).getByRole('button', { name: 'Send message' });
    await waitFor(() => expect(send).toBeEnabled(), slow);
    await user.click(send);

    expect(await main().findByText(testAccounts[0], {}, slow)).toBeInTheDocument();
    expect(main().getByText('K7Q2M9PX')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    // StrictMode starts the sign-in actor twice in development, so the message may be fetched twice; the
    // signature goes with the last one.
    const calls = api.pathsCalled();
    expect(calls.slice(-2)).toEqual(['POST /client-user/challenge', 'GET /me']);
    expect(new Set(calls.slice(0, -2))).toEqual(new Set(['POST /client-user/get-code']));
    expect(JSON.parse(localStorage.getItem('loginToken') ?? 'null')).toEqual({ token: 'token-1' });
  });
});

describe('/app while another tab of the site is open', () => {
  it("lists that tab's payments in the account dialog and disconnects with it", async () => {
    const user = userEvent.setup();
    const { main, header, walletReady } = await visit('/app');
    await walletReady();
    await waitFor(() => expect(main().getByRole('button', { name: 'Connect Wallet' })).toBeEnabled(), slow);
    await user.click(main().getByRole('button', { name: 'Connect Wallet' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /connect a wallet/i }, slow)).getByRole('button', {
        name: /Fake okx/,
      }),
    );
    const signIn = await screen.findByRole('dialog', { name: /verify your account/i }, slow);
    const send = within(signIn).getByRole('button', { name: 'Send message' });
    await waitFor(() => expect(send).toBeEnabled(), slow);
    await user.click(send);
    expect(await main().findByText(testAccounts[0], {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);

    const short = `${testAccounts[0].slice(0, 4)}…${testAccounts[0].slice(-4)}`;
    await user.click(header().getByRole('button', { name: new RegExp(`${short}$`) }));
    const account = await screen.findByRole('dialog', {}, slow);
    // The other tab pays: its store writes the list, this tab hears the storage event.
    const hash = `0x${'c'.repeat(64)}`;
    saveTransactions({
      address: testAccounts[0],
      chainId: testChain.id,
      transactions: [{ hash, description: 'Buy 3,000 DGAI', status: 'pending' }],
    });
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: TRANSACTIONS_KEY })));
    expect(await within(account).findByText('Buy 3,000 DGAI', {}, slow)).toBeInTheDocument();

    // The other tab disconnects: wagmi's flag for this connector, and the token removed by its session.
    localStorage.removeItem('loginToken');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'loginToken' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'wagmi.mock.disconnected', newValue: 'true' }));
    });
    expect(await header().findByRole('button', { name: 'Connect Wallet' }, slow)).toBeInTheDocument();
    expect(
      await main().findByRole('heading', { name: 'Connect your wallet to begin' }, slow),
    ).toBeInTheDocument();
  });
});

describe('/app with a stored session', () => {
  it('shows the profile summary: address and invite code, no prompt', async () => {
    writeLoginToken('token-5');
    api.acceptToken('token-5', testAccounts[1]);
    const { main, walletReady } = await visit('/app');
    await walletReady();

    expect(await main().findByText(testAccounts[1], {}, slow)).toBeInTheDocument();
    expect(main().getByText('K7Q2M9PX')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
  });

  it('says when the server fails, toasts Server Error on a 502, and recovers on Try again', async () => {
    const user = userEvent.setup();
    writeLoginToken('token-5');
    api.acceptToken('token-5', testAccounts[1]);
    const answerMe = api.answer.bind(api);
    let down = true;
    answerMe('GET /me', ({ bearer }) =>
      down ? fail(502, 'Bad Gateway') : { status: 200, body: { code: 200, data: profileOf(bearer) } },
    );
    const { main, walletReady } = await visit('/app');
    await walletReady();

    expect(
      await main().findByRole('heading', { name: 'Your account could not be loaded' }, slow),
    ).toBeInTheDocument();
    expect(await screen.findByText('Server Error', {}, slow)).toBeInTheDocument();
    down = false;
    await user.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByText(testAccounts[1], {}, slow)).toBeInTheDocument();
  });
});

const profileOf = (bearer: string | null) => ({
  address: bearer === 'token-5' ? testAccounts[1] : testAccounts[0],
  inviteCode: 'K7Q2M9PX',
  inviter: null,
  createdAt: '2025-05-01T08:00:00.000Z',
  pass: { holder: false, since: null },
  balance: { claimed: '0', commission: '0' },
});

describe('the screens under /app', () => {
  it.each([
    ['/app/mining', 'Mining'],
    ['/app/commission', 'Commission'],
  ])('%s asks a visitor without a session to connect', async (path) => {
    const { main, walletReady } = await visit(path);
    await walletReady();
    expect(
      await main().findByRole('heading', { name: 'Connect your wallet to begin' }, slow),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it.each([
    ['/app/mining', 'Mining'],
    ['/app/commission', 'Commission'],
  ])('%s opens its screen for a signed-in user', async (path, title) => {
    // The fake API has none of the screen's calls: they fail (404, logged by the client); the screen still opens.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeLoginToken('token-5');
    api.acceptToken('token-5', testAccounts[1]);
    const { main, walletReady } = await visit(path);
    await walletReady();
    expect(await main().findByRole('heading', { name: title, level: 1 }, slow)).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: 'Connect your wallet to begin' })).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('an expired session', () => {
  it.each([
    ['en', 'Mining', 'Your session has expired'],
    ['zh', '挖矿', '您的会话已过期'],
  ] as const)(
    'keeps the screen open under a notice to sign in again, calling nothing with the token (%s)',
    async (language, title, notice) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      writeLoginToken(sessionToken({ session: 's5', expiresAt: Date.now() - 1 }));
      const { main, walletReady } = await visit('/app/mining', language);
      await walletReady();
      expect(await main().findByRole('heading', { name: title, level: 1 }, slow)).toBeInTheDocument();
      expect(main().getByRole('status', { name: notice })).toBeInTheDocument();
      expect(api.pathsCalled().filter((path) => path.startsWith('GET /me'))).toEqual([]);
      logged.mockRestore();
    },
  );
});

describe('/dgridpass', () => {
  it('fetches and starts the wallet once the browser is idle (nothing opens by itself), so Connect Wallet only opens the connect dialog', async () => {
    const user = userEvent.setup();
    const { main, container } = await visit('/dgridpass');
    expect(await main().findByRole('heading', { name: 'DGrid Pass' }, slow)).toBeInTheDocument();
    // Connect is this page's main action: the wallet is fetched, made ready and started when idle...
    await waitFor(() => expect(wallet.built).toBeGreaterThan(0), slow);
    await waitFor(() => expect(container.querySelector('.app-header .connect-button')).not.toBeNull(), slow);
    // ...and opens nothing before the press.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(main().getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: /connect a wallet/i }, slow);
    expect(within(dialog).getByRole('button', { name: /Fake okx/ })).toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it.each([
    ['en', 'Page not found'],
    ['zh', '页面不存在'],
  ] as const)('show the translated 404 page (%s)', async (language, title) => {
    const { main } = await visit('/no/such/page', language);
    expect(await main().findByRole('heading', { name: title }, slow)).toBeInTheDocument();
    expect(main().getByText('404')).toBeInTheDocument();
    await act(async () => undefined);
    expect(wallet.built).toBe(0);
  });
});

describe('the Stately inspector', () => {
  it('sees every root actor of the app, the wallet dialogs’ included', async () => {
    const user = userEvent.setup();
    const machines = new Set<string>();
    const inspect: Observer<InspectionEvent> = {
      next: (event) => {
        const logic = (event.actorRef as { logic?: { id?: unknown } }).logic;
        if (event.type === '@xstate.actor' && typeof logic?.id === 'string') machines.add(logic.id);
      },
    };
    const { header, walletReady } = await visit('/app', 'en', inspect);
    await walletReady();
    await waitFor(() => expect(header().getByRole('button', { name: 'Connect Wallet' })).toBeEnabled(), slow);
    await user.click(header().getByRole('button', { name: 'Connect Wallet' }));
    await screen.findByRole('dialog', { name: /connect a wallet/i }, slow);

    expect([...machines].sort()).toEqual(
      expect.arrayContaining([
        'connectFlow',
        'connection',
        'copyAddress',
        'session',
        'transactionStore',
        'viewport',
      ]),
    );
  });
});
