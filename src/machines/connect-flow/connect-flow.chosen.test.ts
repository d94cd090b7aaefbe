import { walletOption as option, startConnectFlow } from '@test/support/connect-flow-actor';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectFlowMachine } from './connect-flow.machine';
import { isCompactLayout } from './connect-flow-rules';

const wallets = [
  option('metaMask', true, { extension: 'https://chrome.example/mm' }),
  option('bitget', false, { extension: 'https://chrome.example/bitget' }),
  option('tokenPocket', false),
];

const open = (chosenWalletId: string | null, width = 1280) =>
  startConnectFlow({ wallets, recentWalletIds: [], width, chosenWalletId });

describe('connect flow opened on a chosen wallet (compact when a wallet is chosen, docs/wallet-behaviour.md section 2)', () => {
  it('is compact in a wide window and starts connecting the chosen wallet at once, on CONNECT, as latest and recent', () => {
    const { snapshot, connect, stored } = open('metaMask');
    expect(isCompactLayout(snapshot().context)).toBe(true);
    expect(snapshot().value).toMatchObject({ step: 'CONNECT', attempt: 'connecting' });
    expect(snapshot().context.selectedWalletId).toBe('metaMask');
    expect(connect.calls.map((call) => call.input.walletId)).toEqual(['metaMask']);
    expect(stored).toEqual([{ latestWalletId: 'metaMask', recentWalletIds: ['metaMask'] }]);
    expect(snapshot().can({ type: 'user.back' })).toBe(false);
  });

  it('stays compact whatever the window does while the chosen wallet is on screen', () => {
    const { viewportWatcher, snapshot } = open('metaMask', 500);
    viewportWatcher.emit({ type: 'viewport.measured', width: 1440 });
    expect(isCompactLayout(snapshot().context)).toBe(true);
    viewportWatcher.emit({ type: 'viewport.measured', width: 390 });
    expect(isCompactLayout(snapshot().context)).toBe(true);
  });

  it('opens an installable wallet on its download options, whose Back leads to CONNECT (no list behind it)', () => {
    const { actor, snapshot, connect } = open('bitget');
    expect(snapshot().value).toMatchObject({ step: 'DOWNLOAD_OPTIONS', attempt: 'idle' });
    expect(connect.calls).toEqual([]);
    actor.send({ type: 'user.back' });
    expect(snapshot().value.step).toBe('CONNECT');
    expect(snapshot().context.selectedWalletId).toBe('bitget');
    expect(snapshot().can({ type: 'user.back' })).toBe(false);
  });

  it('opens a wallet that is neither ready nor installable on CONNECT (not available)', () => {
    const { snapshot } = open('tokenPocket');
    expect(snapshot().value).toMatchObject({ step: 'CONNECT', attempt: 'idle' });
    expect(snapshot().context.selectedWalletId).toBe('tokenPocket');
  });

  it('turned down by the visitor, becomes the ordinary dialog: the list, sized by the window again', async () => {
    const { snapshot, connect } = open('metaMask');
    connect.reject({ code: 4001 });
    await flush();
    expect(snapshot().value).toMatchObject({ step: 'NONE', attempt: 'idle' });
    expect(snapshot().context).toMatchObject({ chosenWalletId: null, selectedWalletId: null });
    expect(isCompactLayout(snapshot().context)).toBe(false);
    expect(snapshot().can({ type: 'user.selectWallet', walletId: 'metaMask' })).toBe(true);
  });

  it('offers Retry on CONNECT when connecting fails otherwise', async () => {
    const { actor, snapshot, connect } = open('metaMask');
    connect.reject(new Error('Connector not found'));
    await flush();
    expect(snapshot().value).toMatchObject({ step: 'CONNECT', attempt: 'failed' });
    expect(isCompactLayout(snapshot().context)).toBe(true);
    actor.send({ type: 'user.retry' });
    expect(connect.calls).toHaveLength(2);
  });

  it('ignores a chosen id that is not one of the wallets: the ordinary dialog', () => {
    const { snapshot, connect } = open('gone');
    expect(snapshot().value).toMatchObject({ step: 'NONE', attempt: 'idle' });
    expect(snapshot().context.chosenWalletId).toBeNull();
    expect(isCompactLayout(snapshot().context)).toBe(false);
    expect(connect.calls).toEqual([]);
  });
});

describe('connect flow in the mobile layout', () => {
  const openMobile = () =>
    createActor(connectFlowMachine, {
      input: { wallets, recentWalletIds: [], width: 1024, layout: 'mobile' },
    }).start();

  it('goes to the GET list from NONE and back, and never uses the desktop compact steps', () => {
    const actor = openMobile();
    expect(isCompactLayout(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.learnMore' })).toBe(false);
    actor.send({ type: 'user.getAWallet' });
    expect(actor.getSnapshot().value.step).toBe('GET');
    expect(actor.getSnapshot().can({ type: 'user.getWallet', walletId: 'bitget' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectWallet', walletId: 'metaMask' })).toBe(false);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value.step).toBe('NONE');
  });

  it('offers only the wallets that can connect now in its row', () => {
    const snapshot = openMobile().getSnapshot();
    expect(snapshot.can({ type: 'user.selectWallet', walletId: 'metaMask' })).toBe(true);
    expect(snapshot.can({ type: 'user.selectWallet', walletId: 'bitget' })).toBe(false);
  });
});
