import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDACTED, redactSecrets } from '@/domain/inspector-redact';
import { loadInspector } from './inspector';

const { createBrowserInspector } = vi.hoisted(() => ({
  createBrowserInspector: vi.fn((options: { serialize: (event: unknown) => unknown }) => ({
    inspect: { next: () => undefined },
    options,
  })),
}));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

afterEach(() => createBrowserInspector.mockClear());

describe('loadInspector', () => {
  it('stays off unless the URL asks for ?inspect', async () => {
    expect(await loadInspector({ search: '' })).toBeUndefined();
    expect(await loadInspector({ search: '?lang=zh' })).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('returns the inspect observer with ?inspect, sending only redacted events', async () => {
    const inspect = await loadInspector({ search: '?inspect' });
    expect(inspect).toBeDefined();
    const serialize = createBrowserInspector.mock.calls[0]?.[0].serialize;
    expect(serialize?.({ type: '@xstate.event', event: { type: 'auth.signedIn', token: 'opaque' } })).toEqual(
      {
        type: '@xstate.event',
        event: { type: 'auth.signedIn', token: REDACTED },
      },
    );
  });
});

describe('redactSecrets', () => {
  const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIweGFiYyJ9.c2lnbmF0dXJl';
  const signature = `0x${'ab'.repeat(65)}`;

  it('hides session tokens and wallet signatures by key', () => {
    expect(
      redactSecrets({
        context: { token: 'abc', profile: { address: '0x12' }, loginToken: 'x', signature: '0x1' },
      }),
    ).toEqual({
      context: { token: REDACTED, profile: { address: '0x12' }, loginToken: REDACTED, signature: REDACTED },
    });
  });

  it('hides token- and signature-shaped values wherever they are, and secret actor outputs', () => {
    expect(redactSecrets({ type: 'xstate.promise.resolve', data: jwt })).toEqual({
      type: 'xstate.promise.resolve',
      data: REDACTED,
    });
    expect(redactSecrets({ output: signature })).toEqual({ output: REDACTED });
    expect(redactSecrets({ type: 'xstate.done.actor.readLoginToken', output: 'opaque-token' })).toEqual({
      type: 'xstate.done.actor.readLoginToken',
      output: REDACTED,
    });
  });

  it('keeps what a developer needs: addresses, hashes, amounts, state', () => {
    const data = {
      address: '0xDEc7420D9b155E35a458236215fE8C617d6499F8',
      hash: `0x${'a'.repeat(64)}`,
      amount: '1000000000000000000',
      value: { signedIn: 'ready' },
      tokenSymbol: 'DGAI',
    };
    expect(redactSecrets(data)).toEqual(data);
  });

  it('survives cycles, bigint and very deep wallet objects', () => {
    const client: Record<string, unknown> = { chainId: 56n };
    client.self = client;
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 50; i += 1) {
      deep.next = {};
      deep = deep.next as Record<string, unknown>;
    }
    expect(redactSecrets(client)).toEqual({ chainId: '56', self: '[circular]' });
    expect(JSON.stringify(redactSecrets(root))).toContain('[deep]');
  });
});
