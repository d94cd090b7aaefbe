import { type Browser, type BrowserContext, test as base } from '@playwright/test';
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
export async function walletIn(context: BrowserContext, chain: Devnet = devnet()): Promise<TestWallet> {
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
  const wallet = await walletIn(context, chain);
  const page = await context.newPage();
  return { context, wallet, page };
}

/** Every test gets the devnet and a fresh funded wallet in its own browser context. */
export const test = base.extend<{ chain: Devnet; wallet: TestWallet }>({
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
