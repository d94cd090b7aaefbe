import { startConnectFlow, walletOption } from '@test/support/connect-flow-actor';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';

const walletConnect = walletOption(
  'walletConnect',
  true,
  { qrCode: 'https://walletconnect.example/get', mobile: 'https://walletconnect.example/app' },
  { name: 'WalletConnect', walletConnectModal: true },
);
const uri = 'wc:1f2e3d@2?relay-protocol=irn&symKey=abc';

/** The dialog (desktop, or the mobile layout) on WalletConnect's CONNECT step, its QR URI known. */
async function onWalletConnectQr(layout: 'desktop' | 'mobile' = 'desktop') {
  const flow = startConnectFlow({ wallets: [walletConnect], recentWalletIds: [], width: 1280, layout });
  flow.actor.send({ type: 'user.selectWallet', walletId: 'walletConnect' });
  flow.qr.resolve(uri);
  await flush();
  return flow;
}

describe('connect flow: WalletConnect’s own modal ("Open", docs/wallet-behaviour.md sections 4 and 5)', () => {
  it('offers Open instead of Get beside the QR code of a wallet the modal can connect', async () => {
    const { snapshot } = await onWalletConnectQr();
    expect(snapshot().value).toMatchObject({ step: 'CONNECT', attempt: 'connecting' });
    expect(snapshot().can({ type: 'user.openWalletConnectModal' })).toBe(true);
    expect(snapshot().can({ type: 'user.getThisWallet' })).toBe(false);
  });

  it('hands the connection to the modal: a fresh attempt through it, the QR session given up', async () => {
    const { actor, connect, snapshot } = await onWalletConnectQr();
    actor.send({ type: 'user.openWalletConnectModal' });
    expect(snapshot().context.attemptInWalletConnectModal).toBe(true);
    expect(snapshot().hasTag('connecting')).toBe(true);
    expect(connect.calls.map((call) => call.input)).toEqual([
      { walletId: 'walletConnect', walletConnectModal: false },
      { walletId: 'walletConnect', walletConnectModal: true },
    ]);
  });

  it('closed by the person, the modal leaves the dialog on its wallet list', async () => {
    const { actor, connect, snapshot } = await onWalletConnectQr();
    actor.send({ type: 'user.openWalletConnectModal' });
    connect.reject({ name: 'WalletError', code: 'user_rejected' });
    await flush();
    expect(snapshot().value).toMatchObject({ step: 'NONE', attempt: 'idle' });
    expect(snapshot().context.attemptInWalletConnectModal).toBe(false);
  });

  it('failing otherwise, the dialog comes back with Retry, which opens the modal again', async () => {
    const { actor, connect, snapshot } = await onWalletConnectQr();
    actor.send({ type: 'user.openWalletConnectModal' });
    connect.reject(new Error('Relay unreachable'));
    await flush();
    expect(snapshot().value).toMatchObject({ step: 'CONNECT', attempt: 'failed' });
    actor.send({ type: 'user.retry' });
    expect(connect.last().input).toEqual({ walletId: 'walletConnect', walletConnectModal: true });
  });

  it('is not offered in the mobile layout, which opens wallet apps instead', async () => {
    const { snapshot } = await onWalletConnectQr('mobile');
    expect(snapshot().value).toMatchObject({ step: 'CONNECT', attempt: 'connecting' });
    expect(snapshot().can({ type: 'user.openWalletConnectModal' })).toBe(false);
  });
});
