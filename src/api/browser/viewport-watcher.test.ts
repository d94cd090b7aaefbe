import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { watchViewport } from './viewport-watcher';

/** A parent that records every event the watcher sends back. */
function startWatcher() {
  const received: unknown[] = [];
  const parent = createMachine({
    invoke: { id: 'watchViewport', src: watchViewport },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const actor = createActor(parent).start();
  return { received, stop: () => actor.stop() };
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => {
  setWidth(1024);
  vi.restoreAllMocks();
});

describe('watchViewport', () => {
  it('measures the window once when it starts', () => {
    setWidth(390);
    const { received } = startWatcher();
    expect(received).toEqual([{ type: 'viewport.measured', width: 390 }]);
  });

  it('reports the new width on resize and on orientation change', () => {
    setWidth(1440);
    const { received } = startWatcher();
    setWidth(700);
    window.dispatchEvent(new Event('resize'));
    setWidth(900);
    window.dispatchEvent(new Event('orientationchange'));
    expect(received.slice(1)).toEqual([
      { type: 'viewport.resized', width: 700 },
      { type: 'viewport.resized', width: 900 },
    ]);
  });

  it('stops listening when the actor stops', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { received, stop } = startWatcher();
    stop();
    window.dispatchEvent(new Event('resize'));
    expect(received).toHaveLength(1);
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['orientationchange', 'resize']);
  });
});
