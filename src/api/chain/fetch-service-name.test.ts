import { createFakeWalletConfig, RpcFailure, testChain } from '@test/support/fake-wallet';
import { getAddress } from 'viem';
import { mainnet } from 'viem/chains';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchServiceName, type NameServiceSettings } from './fetch-service-name';
import { createNameCache, nameCacheMs, nameStaleMs } from './name-cache';
import { resolveName } from './resolve-name';

const address = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045';
const checksummed = getAddress(address);
const service: NameServiceSettings = { url: 'https://names.test/', apiKey: 'secret-key', retryDelayMs: 0 };

let now = Date.UTC(2025, 0, 1);
let calls: { url: string; headers: Headers }[];
let replies: (() => Response)[];

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  now = Date.UTC(2025, 0, 1);
  calls = [];
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      const reply = replies.shift();
      if (!reply) throw new TypeError('unexpected request');
      return reply();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const freshCache = () => createNameCache({ storage: localStorage, now: () => now });

describe('fetchServiceName', () => {
  it('asks GET {url}/v1/resolve-ens?address=… with the API key header and reads the name at data.data', async () => {
    replies.push(json({ data: 'vitalik.eth' }));

    const name = await fetchServiceName({ address, service, cache: freshCache() });

    expect(name).toBe('vitalik.eth');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`https://names.test/v1/resolve-ens?address=${checksummed}`);
    expect(calls[0]?.headers.get('x-api-key')).toBe('secret-key');
  });

  it('also reads a name nested one level deeper', async () => {
    replies.push(json({ data: { data: 'nested.eth' } }));

    await expect(fetchServiceName({ address, service, cache: freshCache() })).resolves.toBe('nested.eth');
  });

  it('makes no request at all without an API key', async () => {
    await expect(
      fetchServiceName({ address, service: { ...service, apiKey: '' }, cache: freshCache() }),
    ).resolves.toBe(null);
    expect(calls).toHaveLength(0);
  });

  it('makes no request for something that is not an address', async () => {
    await expect(fetchServiceName({ address: '0x1234', service, cache: freshCache() })).resolves.toBe(null);
    expect(calls).toHaveLength(0);
  });

  it('caches a name in memory and in localStorage for 180 minutes', async () => {
    const cache = freshCache();
    replies.push(json({ data: 'vitalik.eth' }));
    await fetchServiceName({ address, service, cache });

    now += nameCacheMs - 1;
    await expect(fetchServiceName({ address, service, cache })).resolves.toBe('vitalik.eth');
    // A reload: a new memory cache, the same localStorage.
    await expect(fetchServiceName({ address, service, cache: freshCache() })).resolves.toBe('vitalik.eth');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(`rk-ens-name-${checksummed}`) ?? '{}')).toEqual({
      ensName: 'vitalik.eth',
      expires: Date.UTC(2025, 0, 1) + nameCacheMs,
    });

    now += 1;
    replies.push(json({ data: 'renamed.eth' }));
    await expect(fetchServiceName({ address, service, cache })).resolves.toBe('renamed.eth');
    expect(calls).toHaveLength(2);
  });

  it('remembers "no name" for the 10-minute stale time only', async () => {
    const cache = freshCache();
    replies.push(json({ data: null }));
    await expect(fetchServiceName({ address, service, cache })).resolves.toBe(null);

    now += nameStaleMs - 1;
    await fetchServiceName({ address, service, cache });
    expect(calls).toHaveLength(1);

    now += 1;
    replies.push(json({ data: 'late.eth' }));
    await expect(fetchServiceName({ address, service, cache })).resolves.toBe('late.eth');
    expect(calls).toHaveLength(2);
  });

  it('retries a failed request once', async () => {
    replies.push(json({ error: 'busy' }, 503), json({ data: 'vitalik.eth' }));

    await expect(fetchServiceName({ address, service, cache: freshCache() })).resolves.toBe('vitalik.eth');
    expect(calls).toHaveLength(2);
  });

  it('gives up after the one retry with no name, and does not cache the failure', async () => {
    const cache = freshCache();
    replies.push(json({}, 500), json({}, 500));

    await expect(fetchServiceName({ address, service, cache })).resolves.toBe(null);
    expect(calls).toHaveLength(2);

    replies.push(json({ data: 'vitalik.eth' }));
    await expect(fetchServiceName({ address, service, cache })).resolves.toBe('vitalik.eth');
    expect(calls).toHaveLength(3);
  });

  it('treats a malformed body as a failure', async () => {
    replies.push(json({ data: 42 }), json({ data: 42 }));

    await expect(fetchServiceName({ address, service, cache: freshCache() })).resolves.toBe(null);
    expect(calls).toHaveLength(2);
  });

  it('shares one request between concurrent lookups of an address', async () => {
    const cache = freshCache();
    replies.push(json({ data: 'vitalik.eth' }));

    const names = await Promise.all([
      fetchServiceName({ address, service, cache }),
      fetchServiceName({ address: checksummed, service, cache }),
    ]);

    expect(names).toEqual(['vitalik.eth', 'vitalik.eth']);
    expect(calls).toHaveLength(1);
  });

  it('ignores and removes a corrupt stored entry', async () => {
    localStorage.setItem(`rk-ens-name-${checksummed}`, '{not json');
    replies.push(json({ data: 'vitalik.eth' }));

    await expect(fetchServiceName({ address, service, cache: freshCache() })).resolves.toBe('vitalik.eth');
    expect(calls).toHaveLength(1);
  });
});

describe('resolveName', () => {
  it('asks the name service when mainnet is not among the configured chains', async () => {
    const config = createFakeWalletConfig({ wallets: [], chains: [testChain] });
    replies.push(json({ data: 'vitalik.eth' }));

    await expect(resolveName(config, { address, service, cache: freshCache() })).resolves.toEqual({
      name: 'vitalik.eth',
      avatarUrl: null,
    });
  });

  it('resolves ENS on mainnet, and never calls the service, when mainnet is configured', async () => {
    const mainnetCalls: string[] = [];
    const config = createFakeWalletConfig({
      wallets: [],
      chains: [testChain, mainnet],
      rpcByChain: {
        [mainnet.id]: (method) => {
          mainnetCalls.push(method);
          throw new RpcFailure(-32000, 'no reverse record');
        },
      },
    });

    await expect(
      resolveName(config, { address: checksummed, service, cache: freshCache() }),
    ).resolves.toEqual({
      name: null,
      avatarUrl: null,
    });
    expect(mainnetCalls).toContain('eth_call');
    expect(calls).toHaveLength(0);
  });
});
