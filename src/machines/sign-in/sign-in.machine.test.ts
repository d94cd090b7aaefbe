import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type PrepareMessageInput,
  type PrepareMessageOutput,
  type SignMessageInput,
  type SignMessageOutput,
  signInMachine,
  type VerifySignatureInput,
  type VerifySignatureOutput,
} from './sign-in.machine';
import { MESSAGE_RENEWAL_MARGIN_MS, PREPARE_MESSAGE_TIMEOUT_MS } from './sign-in-types';

const input = { address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df', chainId: 97, inviteCode: 'ABC123' };
const now = Date.parse('2026-01-01T00:00:00.000Z');
const fiveMinutesOn = '2026-01-01T00:05:00.000Z';
const prepared = {
  nonce: 'n0nce0001',
  message: 'Sign in to DGrid\nNonce: n0nce0001',
  expiresAt: fiveMinutesOn,
};
const session = { token: 'jwt', expiresAt: '2026-01-01T00:00:00.000Z' };

function start() {
  const prepare = controllable<PrepareMessageOutput, PrepareMessageInput>();
  const sign = controllable<SignMessageOutput, SignMessageInput>();
  const verify = controllable<VerifySignatureOutput, VerifySignatureInput>();
  const actor = createActor(
    signInMachine.provide({
      actors: { prepareMessage: prepare.logic, signMessage: sign.logic, verifySignature: verify.logic },
    }),
    { input },
  ).start();
  const sendMessage = () => actor.send({ type: 'user.sendMessage' });
  const canSend = () => actor.getSnapshot().can({ type: 'user.sendMessage' });
  return { actor, prepare, sign, verify, sendMessage, canSend };
}

async function startReady() {
  const flow = start();
  flow.prepare.resolve(prepared);
  await flush();
  return flow;
}

describe('sign-in machine', () => {
  it('default: fetches the message for the connected address and shows Preparing until it arrives', async () => {
    const { actor, prepare, canSend } = start();
    expect(prepare.last().input).toEqual({ address: input.address, chainId: 97 });
    expect(actor.getSnapshot().hasTag('preparing')).toBe(true);
    expect(canSend()).toBe(false);
    prepare.resolve(prepared);
    await flush();
    expect(actor.getSnapshot().hasTag('preparing')).toBe(false);
    expect(canSend()).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ nonce: 'n0nce0001', errorKey: null });
  });

  it('behavior: a failed fetch shows preparing_error with Try again, which fetches a new message', async () => {
    const { actor, prepare, canSend } = start();
    prepare.reject({ status: 502 });
    await flush();
    expect(actor.getSnapshot().context.errorKey).toBe('sign_in.message.preparing_error');
    expect(actor.getSnapshot().hasTag('prepareFailed')).toBe(true);
    expect(canSend()).toBe(false);
    expect(prepare.calls).toHaveLength(1);
    actor.send({ type: 'user.retry' });
    expect(prepare.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    prepare.resolve(prepared);
    await flush();
    expect(canSend()).toBe(true);
  });

  describe('timing', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const fakeClock = () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      vi.setSystemTime(now);
    };

    it('behavior: a nonce request unanswered after the timeout fails with Try again', async () => {
      fakeClock();
      const { actor, prepare } = start();
      vi.advanceTimersByTime(PREPARE_MESSAGE_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().hasTag('preparing')).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().hasTag('prepareFailed')).toBe(true);
      expect(actor.getSnapshot().context.errorKey).toBe('sign_in.message.preparing_error');
      // The late answer of the abandoned request changes nothing.
      prepare.resolve(prepared);
      await flush();
      expect(actor.getSnapshot().hasTag('prepareFailed')).toBe(true);
    });

    it('behavior: a message is renewed before it expires; Try again after a failed renewal keeps it while valid', async () => {
      fakeClock();
      const { actor, prepare, sign, sendMessage, canSend } = await startReady();
      vi.advanceTimersByTime(5 * 60_000 - MESSAGE_RENEWAL_MARGIN_MS);
      expect(prepare.calls).toHaveLength(2);
      expect(canSend()).toBe(true);
      prepare.reject(new TypeError('fetch failed'));
      await flush();
      expect(actor.getSnapshot().context.errorKey).toBe('sign_in.message.preparing_error');
      actor.send({ type: 'user.retry' });
      // Still valid: no new request, and Send message signs the same message.
      expect(prepare.calls).toHaveLength(2);
      expect(actor.getSnapshot().context.errorKey).toBeNull();
      sendMessage();
      expect(sign.last().input.message).toBe(prepared.message);
    });

    it('behavior: once the kept message expires, Try again fetches a new one', async () => {
      fakeClock();
      const { actor, prepare } = await startReady();
      vi.advanceTimersByTime(5 * 60_000 - MESSAGE_RENEWAL_MARGIN_MS);
      prepare.reject({ status: 503 });
      await flush();
      vi.advanceTimersByTime(MESSAGE_RENEWAL_MARGIN_MS);
      expect(actor.getSnapshot().context.message).toBeNull();
      actor.send({ type: 'user.retry' });
      expect(prepare.calls).toHaveLength(3);
      expect(actor.getSnapshot().hasTag('preparing')).toBe(true);
    });

    it('behavior: a device clock far ahead of the server does not fetch without pause', async () => {
      fakeClock();
      vi.setSystemTime(now + 60 * 60_000);
      const { prepare } = await startReady();
      vi.advanceTimersByTime(59_999);
      expect(prepare.calls).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(prepare.calls).toHaveLength(2);
    });
  });

  it('behavior: signs the fetched message, verifies it with the invite code and ends with the session', async () => {
    const { actor, sign, verify, sendMessage } = await startReady();
    sendMessage();
    expect(actor.getSnapshot().hasTag('signing')).toBe(true);
    expect(sign.last().input).toEqual({ address: input.address, message: prepared.message });
    sign.resolve('0xsigned');
    await flush();
    expect(actor.getSnapshot().hasTag('verifying')).toBe(true);
    expect(verify.last().input).toEqual({
      address: input.address,
      message: prepared.message,
      signature: '0xsigned',
      inviteCode: 'ABC123',
    });
    verify.resolve(session);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'signedIn', session });
  });

  it('behavior: a user rejection (4001) in the wallet returns to idle silently, keeping the message', async () => {
    const { actor, prepare, sign, sendMessage, canSend } = await startReady();
    sendMessage();
    sign.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    await flush();
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    expect(canSend()).toBe(true);
    expect(prepare.calls).toHaveLength(1);
  });

  it('behavior: any other signing error shows signing_error and the retry reuses the same message', async () => {
    const { actor, prepare, sign, sendMessage } = await startReady();
    sendMessage();
    sign.reject(new Error('Connector not connected'));
    await flush();
    expect(actor.getSnapshot().context.errorKey).toBe('sign_in.signature.signing_error');
    sendMessage();
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    expect(sign.calls.map((call) => call.input.message)).toEqual([prepared.message, prepared.message]);
    expect(prepare.calls).toHaveLength(1);
  });

  it.each([
    [{ status: 401, message: 'Invalid signature' }, 'sign_in.signature.verifying_error'],
    [{ status: 400, message: 'Message expired' }, 'sign_in.signature.verifying_error'],
    [new TypeError('fetch failed'), 'sign_in.signature.oops_error'],
    [{ status: 502 }, 'sign_in.signature.oops_error'],
  ])('behavior: verification error %o shows %s and fetches a fresh message', async (error, key) => {
    const { actor, prepare, sign, verify, sendMessage, canSend } = await startReady();
    sendMessage();
    sign.resolve('0xsigned');
    await flush();
    verify.reject(error);
    await flush();
    expect(actor.getSnapshot().context.errorKey).toBe(key);
    expect(canSend()).toBe(false);
    expect(prepare.calls).toHaveLength(2);
    prepare.resolve({ nonce: 'n0nce0002', message: 'fresh', expiresAt: fiveMinutesOn });
    await flush();
    expect(canSend()).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe(key);
  });

  it('behavior: cancel ends the flow without a session, from any step', async () => {
    const { actor, sign, sendMessage } = await startReady();
    sendMessage();
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
    sign.resolve('0xlate');
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});
