import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { COPIED_DURATION_MS, copyAddressMachine, type WriteClipboardInput } from './copy-address.machine';

const ADDRESS = '0xDEc7420D9b155E35a458236215fE8C617d6499F8';

function startCopy() {
  const clipboard = controllable<void, WriteClipboardInput>();
  const clock = new SimulatedClock();
  const actor = createActor(copyAddressMachine.provide({ actors: { writeClipboard: clipboard.logic } }), {
    clock,
  }).start();
  const copy = async () => {
    actor.send({ type: 'user.copyAddress', address: ADDRESS });
    clipboard.resolve();
    await flush();
  };
  return { actor, clipboard, clock, copy };
}

describe('copy address', () => {
  it('writes the full address and shows Copied for exactly 1.5 s', async () => {
    const { actor, clipboard, clock, copy } = startCopy();
    await copy();
    expect(clipboard.last().input).toEqual({ text: ADDRESS });
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    clock.increment(COPIED_DURATION_MS - 1);
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(COPIED_DURATION_MS).toBe(1500);
  });

  it('restarts the 1.5 s when the address is copied again', async () => {
    const { actor, clock, copy } = startCopy();
    await copy();
    clock.increment(1000);
    await copy();
    clock.increment(1000);
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    clock.increment(500);
    expect(actor.getSnapshot().hasTag('copied')).toBe(false);
  });

  it('says the copy failed when the clipboard refuses, then returns to idle', async () => {
    const { actor, clipboard, clock } = startCopy();
    actor.send({ type: 'user.copyAddress', address: ADDRESS });
    clipboard.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    await flush();
    expect(actor.getSnapshot().hasTag('copyFailed')).toBe(true);
    expect(actor.getSnapshot().hasTag('copied')).toBe(false);
    clock.increment(COPIED_DURATION_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('copies the address of every press, also one made while the previous write is still in flight', async () => {
    const { actor, clipboard } = startCopy();
    const other = '0x1111111111111111111111111111111111111111';
    actor.send({ type: 'user.copyAddress', address: ADDRESS });
    actor.send({ type: 'user.copyAddress', address: other });
    expect(clipboard.calls.map((call) => call.input)).toEqual([{ text: ADDRESS }, { text: other }]);
    clipboard.resolve();
    await flush();
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
  });

  it('shows the failure, not Copied, when no clipboard was provided (a composition-root slip is visible)', async () => {
    const actor = createActor(copyAddressMachine).start();
    actor.send({ type: 'user.copyAddress', address: ADDRESS });
    await flush();
    expect(actor.getSnapshot().hasTag('copyFailed')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
