import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
  NO_URI_DELAY_MS,
} from './connect-attempt.machine';

function start() {
  const qr = controllable<GetQrUriOutput, GetQrUriInput>();
  const connect = controllable<ConnectWalletOutput, ConnectWalletInput>();
  const clock = new SimulatedClock();
  const actor = createActor(
    connectAttemptMachine.provide({ actors: { getQrUri: qr.logic, connectWallet: connect.logic } }),
    { input: { walletId: 'metaMask' }, clock },
  ).start();
  const presented = () => actor.getSnapshot().hasTag('presented');
  return { actor, qr, connect, clock, presented };
}

describe('connect-attempt machine', () => {
  it('behavior: starts the QR lookup before asking the wallet to connect', () => {
    const started: string[] = [];
    const record = <T>(name: string) =>
      fromPromise<T, { walletId: string; walletConnectModal: boolean }>(
        () => new Promise<T>(() => void started.push(name)),
      );
    createActor(
      connectAttemptMachine.provide({
        actors: {
          getQrUri: record<GetQrUriOutput>('getQrUri'),
          connectWallet: record<ConnectWalletOutput>('connectWallet'),
        },
      }),
      { input: { walletId: 'rainbow' } },
    ).start();
    expect(started).toEqual(['getQrUri', 'connectWallet']);
  });

  it('behavior: a QR URI presents the wallet at once, with the URI', async () => {
    const { actor, qr, presented } = start();
    qr.resolve('wc:abc@2');
    await flush();
    expect(presented()).toBe(true);
    expect(actor.getSnapshot().context.qrUri).toBe('wc:abc@2');
  });

  it(`behavior: without a QR URI the wallet is presented ${NO_URI_DELAY_MS} ms later, not before`, async () => {
    const { qr, clock, presented } = start();
    qr.resolve(null);
    await flush();
    clock.increment(NO_URI_DELAY_MS - 1);
    expect(presented()).toBe(false);
    clock.increment(1);
    expect(presented()).toBe(true);
  });

  it('behavior: a failed QR lookup counts as no QR code', async () => {
    const { qr, clock, presented } = start();
    qr.reject(new Error('provider unavailable'));
    await flush();
    clock.increment(NO_URI_DELAY_MS);
    expect(presented()).toBe(true);
  });

  it('behavior: an empty QR URI counts as no QR code (no blank code drawn)', async () => {
    const { actor, qr, clock, presented } = start();
    qr.resolve('');
    await flush();
    expect(presented()).toBe(false);
    clock.increment(NO_URI_DELAY_MS);
    expect(presented()).toBe(true);
    expect(actor.getSnapshot().context.qrUri).toBeNull();
  });

  it('behavior: with no effects provided the attempt ends failed, never connected (a wiring slip is visible)', async () => {
    const actor = createActor(connectAttemptMachine, { input: { walletId: 'metaMask' } }).start();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed' });
  });

  it('behavior: a wallet that connects within the delay is never presented (no "Opening" flash)', async () => {
    const { actor, qr, connect, clock, presented } = start();
    qr.resolve(null);
    await flush();
    connect.resolve({ address: '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3', chainId: 97 });
    await flush();
    clock.increment(NO_URI_DELAY_MS);
    expect(presented()).toBe(false);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'connected' });
  });

  it.each([
    [{ code: 4001, message: 'User rejected the request.' }, 'rejected'],
    [Object.assign(new Error('wrapped'), { cause: { name: 'UserRejectedRequestError' } }), 'rejected'],
    [new Error('Connector already connected.'), 'failed'],
    [{ code: -32002, message: 'Request already pending' }, 'failed'],
  ])('behavior: a connect error %o ends the attempt as %s', async (error, outcome) => {
    const { actor, connect } = start();
    connect.reject(error);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome });
  });
});
