// biome-ignore-all lint/style/noRestrictedImports: tests reach the shared test support by alias
import { controllable, controllableCallback } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  type ConnectButtonWalletInput,
  isConnectedThroughButton,
  type OpenConnectDialogOnWallet,
  type WalletButtonWalletEvent,
  walletButtonMachine,
} from './wallet-button.machine';

/** A stand-in connection that notes each connect dialog it is asked to open. */
function recordingConnection(effects: string[]) {
  return createActor(
    fromCallback<OpenConnectDialogOnWallet>(({ receive }) =>
      receive(({ walletId }) => void effects.push(`dialog ${walletId}`)),
    ),
  ).start();
}

function start(mobile = false) {
  const connect = controllable<void, ConnectButtonWalletInput>();
  const watcher = controllableCallback<WalletButtonWalletEvent>();
  const effects: string[] = [];
  const actor = createActor(
    walletButtonMachine.provide({
      actors: { connectWallet: connect.logic, watchWallet: watcher.logic },
      actions: {
        persistLatestWallet: (_, { walletId }) => void effects.push(`store ${walletId}`),
        removeLatestWallet: () => void effects.push('remove latest'),
      },
    }),
    { input: { walletId: 'metaMask', mobile, connection: recordingConnection(effects) } },
  );
  actor.start();
  return {
    actor,
    connect,
    watcher,
    effects,
    connected: () => isConnectedThroughButton(actor.getSnapshot().context),
  };
}

describe('wallet button (docs/wallet-behaviour.md section 6.1)', () => {
  it('on a desktop connects a ready wallet directly, loading until it settles, and stores it as latest first', async () => {
    const { actor, connect, effects } = start();
    actor.send({ type: 'user.connect', walletReady: true });
    expect(effects).toEqual(['store metaMask']);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(connect.calls.map((call) => call.input)).toEqual([{ walletId: 'metaMask' }]);
    connect.resolve();
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('on a phone opens the connect dialog on its wallet even when the wallet is ready', () => {
    const { actor, connect, effects } = start(true);
    actor.send({ type: 'user.connect', walletReady: true });
    expect(effects).toEqual(['store metaMask', 'dialog metaMask']);
    expect(connect.calls).toEqual([]);
  });

  it('a failed direct connection sets the error flag until the next click', async () => {
    const { actor, connect } = start();
    actor.send({ type: 'user.connect', walletReady: true });
    connect.reject(new Error('rejected'));
    await flush();
    expect(actor.getSnapshot().context.failed).toBe(true);
    actor.send({ type: 'user.connect', walletReady: true });
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('is connected only while connected with its own wallet as the stored latest one', () => {
    const { watcher, connected } = start();
    watcher.emit({ type: 'wallet.connected', latestWalletId: 'rainbow' });
    expect(connected()).toBe(false);
    watcher.emit({ type: 'wallet.connected', latestWalletId: 'metaMask' });
    expect(connected()).toBe(true);
  });

  it('forgets the latest wallet on a disconnect it saw, not on the start-up "not connected"', () => {
    const { watcher, effects, connected } = start();
    watcher.emit({ type: 'wallet.disconnected' });
    expect(effects).toEqual([]);
    watcher.emit({ type: 'wallet.connected', latestWalletId: 'metaMask' });
    watcher.emit({ type: 'wallet.disconnected' });
    expect(effects).toEqual(['remove latest']);
    expect(connected()).toBe(false);
  });
});
