import { apiErrors, createFakeApiClient } from '@test/support/fake-api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject, toPromise } from 'xstate';
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

/** Runs one look at an order's record as the purchase machine invokes it, and returns its output. */
async function lookUp(client: ApiClient, orderId: string) {
  const { fetchOrderStatus } = createPurchaseActors(client, undefined, () => 1_000);
  const actor = createActor(fetchOrderStatus, { input: { orderId } });
  const done = toPromise(actor);
  actor.start();
  return done;
}

describe("the purchase machine's look at an order's record", () => {
  const record = {
    orderId: '6f1c2a4e-0000-4000-8000-000000000001',
    amount: '1000000000000000000',
    value: '100000000000000',
    status: 'paid',
    txHash: `0x${'ab'.repeat(32)}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    paidAt: '2026-01-01T00:01:00.000Z',
  };

  it('asks the server for that one order (docs/api-contract.md) and reports its status', async () => {
    const fake = createFakeApiClient({ [`GET /me/purchase/orders/${record.orderId}`]: () => record });
    expect(await lookUp(fake.client, record.orderId)).toEqual({ status: 'paid', checkedAt: 1_000 });
    expect(fake.calls).toHaveLength(1);
  });

  it('reports no status while the server has no such order (a 404), not a failure', async () => {
    const fake = createFakeApiClient({});
    expect(await lookUp(fake.client, record.orderId)).toEqual({ status: null, checkedAt: 1_000 });
    expect(fake.callsTo(`GET /me/purchase/orders/${record.orderId}`)).toHaveLength(1);
  });

  it('fails with the API error code when the server cannot answer', async () => {
    const fake = createFakeApiClient({
      [`GET /me/purchase/orders/${record.orderId}`]: () => {
        throw apiErrors.server();
      },
    });
    await expect(lookUp(fake.client, record.orderId)).rejects.toMatchObject({
      code: 'server',
      checkedAt: 1_000,
    });
  });
});
