import { startConnectFlow, walletOption } from '@test/support/connect-flow-actor';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { NO_URI_DELAY_MS } from '../connect-attempt/connect-attempt.machine';

const okx = walletOption('okx', true, { mobile: 'https://okx.example/app' }, { name: 'OKX Wallet' });
const walletConnect = walletOption('walletConnect', true, {}, { name: 'WalletConnect' });
const deepLink = 'okx://main/wc?uri=wc%3A1f2e3d%402';
const pairing = 'wc:1f2e3d@2?relay-protocol=irn&symKey=abc';

function onPhone(chosenWalletId: string | null = null) {
  return startConnectFlow({
    wallets: [okx, walletConnect],
    recentWalletIds: [],
    width: 390,
    layout: 'mobile',
    chosenWalletId,
  });
}

describe('connect flow on a phone (docs/wallet-behaviour.md, section 2 and 5)', () => {
  it('a tapped wallet asks for its app deep link, opens it once it is announced, and stays on the list', async () => {
    const { actor, qr, opened, snapshot } = onPhone();
    actor.send({ type: 'user.selectWallet', walletId: 'okx' });
    expect(qr.last().input).toEqual({ walletId: 'okx', walletConnectModal: false, uriFor: 'mobile' });
    expect(opened).toEqual([]);
    qr.resolve(deepLink);
    await flush();
    expect(opened).toEqual([{ uri: deepLink, walletName: 'OKX Wallet' }]);
    expect(snapshot().value).toMatchObject({ step: 'NONE', attempt: 'connecting' });
    expect(snapshot().context.highlightedWalletId).toBe('okx');
  });

  it('opens nothing when the wallet announces no deep link, and still connects', async () => {
    const { actor, qr, clock, opened, connect, snapshot } = onPhone();
    actor.send({ type: 'user.selectWallet', walletId: 'okx' });
    qr.resolve(null);
    await flush();
    clock.increment(NO_URI_DELAY_MS);
    expect(opened).toEqual([]);
    expect(connect.calls).toHaveLength(1);
    expect(snapshot().value).toMatchObject({ step: 'NONE', attempt: 'connecting' });
  });

  it('swallows a failed connection: no Retry, no message, and the wallet can be tapped again', async () => {
    const { actor, qr, connect, snapshot } = onPhone();
    actor.send({ type: 'user.selectWallet', walletId: 'okx' });
    qr.resolve(deepLink);
    await flush();
    connect.reject(new Error('Connection request reset. Please try again.'));
    await flush();
    expect(snapshot().value).toMatchObject({ step: 'NONE', attempt: 'idle' });
    expect(snapshot().hasTag('connectFailed')).toBe(false);
    expect(snapshot().can({ type: 'user.selectWallet', walletId: 'okx' })).toBe(true);
  });

  it('WalletConnect shows its pairing URI on CONNECT (the sheet) and opens no app; Back returns to the list', async () => {
    const { actor, qr, opened, snapshot } = onPhone();
    actor.send({ type: 'user.selectWallet', walletId: 'walletConnect' });
    expect(qr.last().input.uriFor).toBe('qrCode');
    qr.resolve(pairing);
    await flush();
    expect(snapshot().value).toMatchObject({ step: 'CONNECT' });
    expect(snapshot().context.qrUri).toBe(pairing);
    expect(opened).toEqual([]);
    actor.send({ type: 'user.back' });
    expect(snapshot().value).toMatchObject({ step: 'NONE' });
    expect(snapshot().context.qrUri).toBeNull();
  });

  it('opened on a chosen wallet: its status at once, the app opened, and Retry after a failure', async () => {
    const { actor, qr, connect, opened, snapshot } = onPhone('okx');
    expect(snapshot().value).toMatchObject({ step: 'CONNECT', attempt: 'connecting' });
    expect(snapshot().context.selectedWalletId).toBe('okx');
    qr.resolve(deepLink);
    await flush();
    expect(opened).toEqual([{ uri: deepLink, walletName: 'OKX Wallet' }]);
    connect.reject(new Error('relay down'));
    await flush();
    expect(snapshot().hasTag('connectFailed')).toBe(true);
    actor.send({ type: 'user.retry' });
    qr.resolve(deepLink);
    await flush();
    expect(opened).toHaveLength(2);
  });
});
