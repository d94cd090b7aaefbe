import { setImmediate as nextTurn } from 'node:timers/promises';
import { vi } from 'vitest';

/** Microtask turns that cover a stub's settlement reaching the actor and React's re-render. */
const MICROTASK_TURNS = 8;

/**
 * Runs `action` (a click, a stub settling, an event sent) and lets everything it set in motion run to completion:
 * settled promise actors deliver their done/error events and React re-renders. No timer fires in it: with real
 * timers it waits one event-loop turn (node:timers, so every queued microtask runs first); under fake timers,
 * where React's act() would wait on a faked clock, it lets the microtask queue run instead.
 * With a DOM present it runs inside React's act(), so the re-render is flushed before the test reads the page.
 */
export async function flush(action?: () => unknown): Promise<void> {
  const settle = async () => {
    await action?.();
    if (!vi.isFakeTimers()) await nextTurn();
    else for (let turn = 0; turn < MICROTASK_TURNS; turn += 1) await Promise.resolve();
  };
  if (typeof document === 'undefined') return settle();
  const { act } = await import('@testing-library/react');
  await act(settle);
}
