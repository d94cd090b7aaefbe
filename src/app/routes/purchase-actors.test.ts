import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import type { ApiClient } from '@/api/http/api-client';
import { createPurchaseActors } from './purchase-actors';

let hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });

afterEach(() => {
  hidden = false;
});

/** Runs the page watcher as the purchase machine does (an invoked child) and keeps what it reports. */
function watch() {
  const received: EventObject[] = [];
  const { watchPageVisibility } = createPurchaseActors({} as ApiClient);
  const parent = createActor(
    createMachine({
      invoke: { src: watchPageVisibility },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    }),
  ).start();
  return { received, stop: () => parent.stop() };
}

describe("the purchase machine's page watcher", () => {
  it('reports whether the page is shown at once, then on every change, and stops listening when stopped', () => {
    hidden = true;
    const { received, stop } = watch();
    expect(received).toEqual([{ type: 'page.hidden' }]);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(received).toEqual([{ type: 'page.hidden' }, { type: 'page.visible' }]);
    stop();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(received).toHaveLength(2);
  });
});
