import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { installTestWallet, type TestWallet } from '../fixtures/test-wallet';
import { type Devnet, devnet } from './devnet';
import { e2eChainId, e2eEnv } from './e2e-env';

/** A chain the product does not support; the wallet reaches it through the same devnet node. */
export const unsupportedChainId = 1337;

/**
 * A wallet with a key of its own (a new user every time: no state shared between tests), 100 devnet ETH,
 * injected into every page of `context`.
 */
async function walletIn(context: BrowserContext, chain: Devnet = devnet()): Promise<TestWallet> {
  const { rpcUrl } = e2eEnv();
  const wallet = await installTestWallet(context, {
    privateKey: generatePrivateKey(),
    chainId: e2eChainId,
    chains: {
      [e2eChainId]: { name: 'Anvil', rpcUrl },
      [unsupportedChainId]: { name: 'Unsupported devnet', rpcUrl },
    },
  });
  await chain.fund(wallet.address);
  return wallet;
}

/** A second person: their own browser context and wallet (the inviter and the invitee, say). */
export async function otherPerson(browser: Browser, chain: Devnet = devnet()) {
  const context = await browser.newContext();
  const outside = await refuseOtherHosts(context);
  const wallet = await walletIn(context, chain);
  const page = await context.newPage();
  return {
    wallet,
    page,
    async close() {
      await context.close();
      expect(outside, 'requests to hosts other than 127.0.0.1').toEqual([]);
    },
  };
}

const loopback = /^(https?|wss?):\/\/127\.0\.0\.1(:\d+)?\//;

/** Refuses every request of `context` to a host other than 127.0.0.1 and lists them for the test to check. */
async function refuseOtherHosts(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => /^(https?|wss?):/.test(url.protocol) && !loopback.test(url.href),
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return outside;
}

/**
 * Every test gets the devnet and a fresh funded wallet in its own browser context. Requests to any host but
 * 127.0.0.1 are refused (the suite runs offline) and fail the test that made them, unless it answers them itself.
 */
export const test = base.extend<{ chain: Devnet; wallet: TestWallet; loopbackOnly: undefined }>({
  loopbackOnly: [
    async ({ context }, use) => {
      const outside = await refuseOtherHosts(context);
      await use(undefined);
      expect(outside, 'requests to hosts other than 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  chain: async ({}, use) => {
    const chain = devnet();
    await use(chain);
    // A journey that paused block production must not leave the next one waiting for blocks.
    await chain.setAutomine(true);
  },
  wallet: async ({ context, chain }, use) => {
    await use(await walletIn(context, chain));
  },
});
