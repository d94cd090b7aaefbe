import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchJsonError, fetchJson, fetchJsonFallbackMessage } from './fetch-json';

const respondWith = (response: Response | Promise<Response>) =>
  vi.fn(async (_url: string, _init?: RequestInit) => response);

describe('fetchJson', () => {
  it('default: returns the JSON body and sends JSON', async () => {
    const fetch = respondWith(Response.json({ data: { data: 'alice.eth' } }));
    const body = await fetchJson({
      url: 'https://names.example/v1/resolve-ens?address=0x1',
      method: 'POST',
      body: { a: 1 },
      fetch,
    });
    expect(body).toEqual({ data: { data: 'alice.eth' } });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('behavior: `parse` types the body and its failure rejects', async () => {
    const fetch = respondWith(Response.json({ n: 1 }));
    const parse = (body: unknown) => {
      if (typeof body === 'object' && body !== null && 'n' in body && typeof body.n === 'number')
        return body.n;
      throw new Error('bad shape');
    };
    await expect(fetchJson({ url: '/x', fetch, parse })).resolves.toBe(1);
    await expect(fetchJson({ url: '/x', fetch: respondWith(Response.json({})), parse })).rejects.toThrow(
      'bad shape',
    );
  });

  it('behavior: the error text is the body `error` first', async () => {
    const fetch = respondWith(
      Response.json({ error: 'invalid key' }, { status: 403, statusText: 'Forbidden' }),
    );
    const error = await fetchJson({ url: '/x', fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchJsonError);
    expect(error).toMatchObject({ message: 'invalid key', status: 403 });
  });

  it('behavior: then the status text', async () => {
    const fetch = respondWith(new Response('oops', { status: 503, statusText: 'Service Unavailable' }));
    await expect(fetchJson({ url: '/x', fetch })).rejects.toMatchObject({
      message: 'Service Unavailable',
      status: 503,
    });
  });

  it('behavior: then the fixed sentence', async () => {
    const fetch = respondWith(Response.json({ error: '' }, { status: 500, statusText: '' }));
    await expect(fetchJson({ url: '/x', fetch })).rejects.toMatchObject({
      message: fetchJsonFallbackMessage,
      status: 500,
    });
    expect(fetchJsonFallbackMessage).toBe('There was an error with the request.');
  });

  it('behavior: a network failure carries the fixed sentence and the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = vi.fn(async () => Promise.reject(cause));
    await expect(fetchJson({ url: '/x', fetch })).rejects.toMatchObject({
      message: fetchJsonFallbackMessage,
      status: 0,
      cause,
    });
  });
});

describe('fetchJson timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const hanging = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

  async function settledAfter(call: Promise<unknown>, ms: number) {
    let settled = false;
    void call.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it('default: aborts after 10,000 ms and not before', async () => {
    const call = fetchJson({ url: '/slow', fetch: hanging });
    call.catch(() => {});
    expect(await settledAfter(call, 9_999)).toBe(false);
    expect(await settledAfter(call, 1)).toBe(true);
    await expect(call).rejects.toMatchObject({ status: 0, message: fetchJsonFallbackMessage });
  });

  it('behavior: honours a custom timeout', async () => {
    const call = fetchJson({ url: '/slow', fetch: hanging, timeoutMs: 50 });
    call.catch(() => {});
    expect(await settledAfter(call, 50)).toBe(true);
  });
});
