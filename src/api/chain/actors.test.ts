import { createFakeWalletConfig, rpcMethods, testAccounts, testChain } from '@test/support/fake-wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, assign, createActor, setup, toPromise, waitFor } from 'xstate';
import { createChainActors } from './actors';
import { connectWallet } from './connect-wallet';
import { WalletError } from './wallet-errors';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A parent that invokes one callback actor and records what it sends back. */
function recorder(
  actors: ReturnType<typeof createChainActors>,
  src: 'watchAccount' | 'watchConnectUri',
  input?: unknown,
) {
  const machine = setup({
    types: { context: {} as { events: AnyEventObject[] } },
    actors: { watchAccount: actors.watchAccount, watchConnectUri: actors.watchConnectUri },
  }).createMachine({
    context: { events: [] },
    invoke: { id: src, src, input: input as never },
    on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
  });
  return createActor(machine).start();
}

describe('createChainActors', () => {
  it('connectWallet resolves with the account', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    const actor = createActor(createChainActors(config).connectWallet, {
      input: { walletId: 'okx' },
    }).start();

    await expect(toPromise(actor)).resolves.toEqual({
      address: testAccounts[0],
      chainId: testChain.id,
      walletId: 'okx',
    });
  });

  it('connectWallet fails with a WalletError a machine can read the code of', async () => {
    const config = createFakeWalletConfig({
      wallets: [{ walletId: 'okx', features: { connectError: true } }],
    });
    const actor = createActor(createChainActors(config).connectWallet, {
      input: { walletId: 'okx' },
    }).start();

    const error = await toPromise(actor).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ code: 'user_rejected', quiet: true });
  });

  it('watchAccount tells its parent the current state, then each change', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    const parent = recorder(createChainActors(config), 'watchAccount');

    await connectWallet(config, { walletId: 'okx' });
    await waitFor(parent, (s) => s.context.events.some((e) => e.type === 'wallet.connected'));

    expect(parent.getSnapshot().context.events).toEqual([
      { type: 'wallet.disconnected' },
      { type: 'wallet.connecting', reconnecting: false },
      {
        type: 'wallet.connected',
        address: testAccounts[0],
        chainId: testChain.id,
        walletId: 'okx',
        isChainSupported: true,
      },
    ]);
  });

  it('watchAccount stops listening when its parent stops', async () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }] });
    const parent = recorder(createChainActors(config), 'watchAccount');
    const before = parent.getSnapshot().context.events.length;

    parent.stop();
    await connectWallet(config, { walletId: 'okx' });

    expect(parent.getSnapshot().context.events).toHaveLength(before);
  });

  it('watchConnectUri sends wallet.uri when the chosen wallet has a pairing URI', () => {
    const config = createFakeWalletConfig({ wallets: [{ walletId: 'rainbow' }] });
    const parent = recorder(createChainActors(config), 'watchConnectUri', { walletId: 'rainbow' });

    config.connectors[0]?.emitter.emit('message', { type: 'display_uri', data: 'wc:abc@2' });

    expect(parent.getSnapshot().context.events).toEqual([{ type: 'wallet.uri', uris: { uri: 'wc:abc@2' } }]);
  });

  it('waitForReceipt stops polling the node when the actor is stopped', async () => {
    vi.useFakeTimers();
    let polls = 0;
    const config = createFakeWalletConfig({
      wallets: [],
      rpc: rpcMethods({
        eth_getTransactionReceipt: () => {
          polls++;
          return null;
        },
        eth_getTransactionByHash: () => null,
        eth_blockNumber: () => {
          polls++;
          return '0x10';
        },
      }),
    });
    const actor = createActor(createChainActors(config).waitForReceipt, {
      input: { hash: `0x${'aa'.repeat(32)}`, chainId: testChain.id },
    }).start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(polls).toBeGreaterThan(0);

    actor.stop();
    const afterStop = polls;
    await vi.advanceTimersByTimeAsync(30_000);

    expect(polls).toBe(afterStop);
  });
});
