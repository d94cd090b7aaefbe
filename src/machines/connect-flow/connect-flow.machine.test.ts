import { walletOption as option, startConnectFlow } from '@test/support/connect-flow-actor';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { NO_URI_DELAY_MS } from '../connect-attempt/connect-attempt.machine';
import { type ConnectFlowEvent, connectFlowMachine } from './connect-flow.machine';
import { isCompactLayout } from './connect-flow-rules';

const wallets = [
  option('metaMask', true, { extension: 'https://chrome.example/mm' }),
  option('rainbow', true, { qrCode: 'https://rainbow.example/qr', mobile: 'https://rainbow.example/app' }),
  option('okx', true),
  option('bitget', false, { extension: 'https://chrome.example/bitget' }),
  option('tokenPocket', false),
];

function open({ width = 1280, recentWalletIds = [] as string[] } = {}) {
  const flow = startConnectFlow({ wallets, recentWalletIds, width });
  const send = (event: ConnectFlowEvent) => flow.actor.send(event);
  const step = () => flow.snapshot().value.step;
  const context = () => flow.snapshot().context;
  return { ...flow, send, step, context };
}

describe('connect-flow machine', () => {
  it('default: starts on NONE, wide at 1280 px, with the stored recent ids that still exist (at most 3)', () => {
    const { step, context } = open({
      recentWalletIds: ['gone', 'okx', 'okx', 'rainbow', 'bitget', 'metaMask'],
    });
    expect(step()).toBe('NONE');
    expect(isCompactLayout(context())).toBe(false);
    expect(context().recentWalletIds).toEqual(['okx', 'rainbow', 'bitget']);
  });

  it.each([
    [767, true],
    [768, false],
  ])('behavior: %i px wide is compact: %s, and follows the viewport afterwards', (width, compact) => {
    const { viewportWatcher, context } = open({ width });
    expect(isCompactLayout(context())).toBe(compact);
    viewportWatcher.emit({ type: 'viewport.measured', width: compact ? 1024 : 390 });
    expect(isCompactLayout(context())).toBe(!compact);
  });

  it('behavior: a resize across 768 px applies once the window has been still for 500 ms (section 2)', () => {
    const { viewportWatcher, clock, context } = open({ width: 1024 });
    viewportWatcher.emit({ type: 'viewport.measured', width: 1024 });
    viewportWatcher.emit({ type: 'viewport.resized', width: 390 });
    clock.increment(499);
    expect(isCompactLayout(context())).toBe(false);
    clock.increment(1);
    expect(isCompactLayout(context())).toBe(true);
  });

  it('behavior: choosing a wallet records it as latest and first recent (no duplicates, 3 kept) and persists both', () => {
    const { send, stored, context } = open({ recentWalletIds: ['okx', 'metaMask', 'rainbow'] });
    send({ type: 'user.selectWallet', walletId: 'rainbow' });
    expect(context().recentWalletIds).toEqual(['rainbow', 'okx', 'metaMask']);
    expect(stored.at(-1)).toEqual({
      latestWalletId: 'rainbow',
      recentWalletIds: ['rainbow', 'okx', 'metaMask'],
    });
  });

  it('behavior: a wallet that is not ready becomes the latest but not a recent one, and shows its install options', () => {
    const { send, stored, step } = open({ recentWalletIds: ['okx'] });
    send({ type: 'user.selectWallet', walletId: 'bitget' });
    expect(step()).toBe('DOWNLOAD_OPTIONS');
    expect(stored).toEqual([{ latestWalletId: 'bitget', recentWalletIds: ['okx'] }]);
    send({ type: 'user.selectWallet', walletId: 'tokenPocket' });
    expect(step()).toBe('CONNECT');
  });

  it(`behavior: without a QR code the step stays put for ${NO_URI_DELAY_MS} ms, then CONNECT shows Opening`, async () => {
    const { send, qr, connect, clock, step, context, actor } = open();
    send({ type: 'user.selectWallet', walletId: 'metaMask' });
    expect(connect.last().input).toEqual({ walletId: 'metaMask', walletConnectModal: false });
    expect(context().highlightedWalletId).toBe('metaMask');
    qr.resolve(null);
    await flush();
    clock.increment(NO_URI_DELAY_MS - 1);
    expect(step()).toBe('NONE');
    clock.increment(1);
    expect(step()).toBe('CONNECT');
    expect(context()).toMatchObject({ selectedWalletId: 'metaMask', qrUri: null });
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
  });

  it('behavior: a QR URI moves to CONNECT at once with the code to show', async () => {
    const { send, qr, step, context } = open();
    send({ type: 'user.selectWallet', walletId: 'rainbow' });
    qr.resolve('wc:abc@2');
    await flush();
    expect(step()).toBe('CONNECT');
    expect(context().qrUri).toBe('wc:abc@2');
  });

  it('behavior: a user rejection (4001) is ignored: back to the list, nothing selected, no Retry', async () => {
    const { send, qr, connect, clock, step, context, actor } = open();
    send({ type: 'user.selectWallet', walletId: 'metaMask' });
    qr.resolve(null);
    await flush();
    clock.increment(NO_URI_DELAY_MS);
    connect.reject({ code: 4001, message: 'User rejected the request.' });
    await flush();
    expect(step()).toBe('NONE');
    expect(context()).toMatchObject({
      highlightedWalletId: null,
      selectedWalletId: null,
      attemptWalletId: null,
    });
    expect(actor.getSnapshot().hasTag('connectFailed')).toBe(false);
  });

  it('behavior: any other failure shows Retry on CONNECT, even before the wallet was shown; Retry connects again', async () => {
    const { send, connect, step, actor } = open();
    send({ type: 'user.selectWallet', walletId: 'metaMask' });
    connect.reject(new Error('Connector not found'));
    await flush();
    expect(step()).toBe('CONNECT');
    expect(actor.getSnapshot().hasTag('connectFailed')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
    send({ type: 'user.retry' });
    expect(connect.calls).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('connectFailed')).toBe(false);
  });

  it('behavior: the highlighted row cannot be chosen again, and in compact layout the list only answers on NONE', () => {
    const { send, connect, actor } = open({ width: 390 });
    send({ type: 'user.selectWallet', walletId: 'metaMask' });
    expect(actor.getSnapshot().can({ type: 'user.selectWallet', walletId: 'metaMask' })).toBe(false);
    expect(connect.calls).toHaveLength(1);
    send({ type: 'user.learnMore' });
    expect(actor.getSnapshot().can({ type: 'user.selectWallet', walletId: 'okx' })).toBe(false);
  });

  it('behavior: back from GET goes to the intro (compact) or NONE (wide); back from its download options clears the pick', () => {
    const compact = open({ width: 390 });
    compact.send({ type: 'user.learnMore' });
    compact.send({ type: 'user.getAWallet' });
    compact.send({ type: 'user.back' });
    expect(compact.step()).toBe('LEARN_COMPACT');

    const wide = open();
    wide.send({ type: 'user.getAWallet' });
    wide.send({ type: 'user.getWallet', walletId: 'bitget' });
    expect(wide.step()).toBe('INSTRUCTIONS_EXTENSION');
    wide.send({ type: 'user.back' });
    wide.send({ type: 'user.back' });
    expect(wide.step()).toBe('GET');
    expect(wide.context().selectedWalletId).toBeNull();
    wide.send({ type: 'user.back' });
    expect(wide.step()).toBe('NONE');
  });

  it('behavior: Refresh on the extension instructions reloads the page', () => {
    const reloads: string[] = [];
    const actor = createActor(
      connectFlowMachine.provide({ actions: { reloadPage: () => void reloads.push('reload') } }),
      { input: { wallets, recentWalletIds: [], width: 1280 } },
    ).start();
    actor.send({ type: 'user.getAWallet' });
    actor.send({ type: 'user.getWallet', walletId: 'bitget' });
    actor.send({ type: 'user.refresh' });
    expect(reloads).toEqual(['reload']);
  });
  it('behavior: the download options offer only the downloads the wallet has here, like their cards', () => {
    const { send, step, actor } = open();
    send({ type: 'user.selectWallet', walletId: 'bitget' });
    expect(step()).toBe('DOWNLOAD_OPTIONS');
    expect(actor.getSnapshot().can({ type: 'user.chooseDesktop' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.chooseMobile' })).toBe(false);
    send({ type: 'user.chooseMobile' });
    expect(step()).toBe('DOWNLOAD_OPTIONS');
    send({ type: 'user.chooseExtension' });
    expect(step()).toBe('CONNECT');
  });
  it('behavior: starting or retrying a connection leaves the panel where it is until the wallet is presented', async () => {
    const { send, step, connect } = open();
    send({ type: 'user.getAWallet' });
    send({ type: 'user.selectWallet', walletId: 'metaMask' });
    expect(step()).toBe('GET');
    connect.reject(new Error('Connector not found'));
    await flush();
    expect(step()).toBe('CONNECT');
    send({ type: 'user.retry' });
    expect(step()).toBe('CONNECT');
  });
});
