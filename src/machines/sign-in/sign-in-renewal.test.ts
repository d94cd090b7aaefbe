import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// docs/api-contract.md section 2: a get-code message is valid 5 minutes; docs/wallet-behaviour.md section 13: it is
// renewed 60 s before it expires, and Try again after a failed request keeps a message that is still valid.
const minute = 60_000;
const now = Date.parse('2026-01-01T00:00:00.000Z');
const first = { nonce: 'n1', message: 'Sign in to DGrid\nNonce: n1', expiresAt: '2026-01-01T00:05:00.000Z' };
const renewed = {
  nonce: 'n2',
  message: 'Sign in to DGrid\nNonce: n2',
  expiresAt: '2026-01-01T00:09:00.000Z',
};

async function startReady() {
  const prepare = controllable<PrepareMessageOutput, PrepareMessageInput>();
  const sign = controllable<SignMessageOutput, SignMessageInput>();
  const verify = controllable<VerifySignatureOutput, VerifySignatureInput>();
  const actor = createActor(
    signInMachine.provide({
      actors: { prepareMessage: prepare.logic, signMessage: sign.logic, verifySignature: verify.logic },
    }),
    { input: { address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df', chainId: 97 } },
  ).start();
  prepare.resolve(first);
  await flush();
  return { actor, prepare, sign, canSend: () => actor.getSnapshot().can({ type: 'user.sendMessage' }) };
}

describe('sign-in message renewal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('while the renewal is under way, Send message signs the current message', async () => {
    const { actor, prepare, sign } = await startReady();
    vi.advanceTimersByTime(4 * minute);
    expect(prepare.calls).toHaveLength(2);
    actor.send({ type: 'user.sendMessage' });
    expect(actor.getSnapshot().hasTag('signing')).toBe(true);
    expect(sign.last().input.message).toBe(first.message);
  });

  it('a renewed message replaces the old one, shows no error, and is itself renewed 60 s before it expires', async () => {
    const { actor, prepare, sign, canSend } = await startReady();
    vi.advanceTimersByTime(4 * minute);
    prepare.resolve(renewed);
    await flush();
    // The answered request's timeout must not turn into an error.
    vi.advanceTimersByTime(3 * minute);
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    expect(actor.getSnapshot().hasTag('prepareFailed')).toBe(false);
    expect(prepare.calls).toHaveLength(2);
    vi.advanceTimersByTime(minute - 1);
    expect(prepare.calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(prepare.calls).toHaveLength(3);
    expect(canSend()).toBe(true);
    actor.send({ type: 'user.sendMessage' });
    expect(sign.last().input.message).toBe(renewed.message);
  });

  it('after a failed renewal the message stays usable until the second it expires', async () => {
    const { actor, prepare, sign, canSend } = await startReady();
    vi.advanceTimersByTime(4 * minute);
    prepare.reject(new TypeError('fetch failed'));
    await flush();
    vi.advanceTimersByTime(minute - 1);
    actor.send({ type: 'user.retry' });
    expect(prepare.calls).toHaveLength(2);
    expect(canSend()).toBe(true);
    actor.send({ type: 'user.sendMessage' });
    expect(sign.last().input.message).toBe(first.message);
  });
});
