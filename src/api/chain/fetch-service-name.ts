import { type Address, getAddress, isAddress } from 'viem';
import * as z from 'zod/mini';
import { site } from '@/config/site';
import { type NameCache, sharedNameCache } from './name-cache';

export interface NameServiceSettings {
  /** Base URL of the name-resolution service. */
  url: string;
  /** Sent as the `x-api-key` header. Empty: lookups are off. */
  apiKey: string;
  /** Pause before the one retry (1000 ms by default). */
  retryDelayMs?: number;
  /** Per-request timeout (10000 ms by default, the fetch helper's). */
  timeoutMs?: number;
}

export interface FetchServiceNameParameters {
  address: Address;
  service?: NameServiceSettings;
  cache?: NameCache;
}
/** The name, or null when there is none, lookups are off, or the service failed twice. */
export type FetchServiceNameReturnType = string | null;

/** The name is the body's `data` (the spec's `data.data`: the HTTP client's `response.data`, then `.data`). */
const nameResponse = z.object({
  data: z.optional(z.nullable(z.union([z.string(), z.object({ data: z.optional(z.nullable(z.string())) })]))),
});

const attempts = 2;

async function requestName(address: Address, service: NameServiceSettings): Promise<string | null> {
  const endpoint = `${service.url.replace(/\/+$/, '')}/v1/resolve-ens?address=${encodeURIComponent(address)}`;
  const response = await fetch(endpoint, {
    headers: { Accept: 'application/json', 'x-api-key': service.apiKey },
    signal: AbortSignal.timeout(service.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`Name service answered ${response.status}`);
  const { data } = z.parse(nameResponse, await response.json());
  const name = typeof data === 'string' ? data : data?.data;
  return name?.trim() ? name.trim() : null;
}

async function requestWithRetry(address: Address, service: NameServiceSettings): Promise<string | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await requestName(address, service);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, service.retryDelayMs ?? 1000));
    }
  }
}

/**
 * The name of an address from the name-resolution service (`GET /v1/resolve-ens?address=…`),
 * used when mainnet is not among the configured chains. Off without an API key; cached (see
 * name-cache.ts); one retry; a failure resolves to null and is not cached (it never rejects).
 */
export async function fetchServiceName({
  address,
  service = site.nameService,
  cache = sharedNameCache,
}: FetchServiceNameParameters): Promise<FetchServiceNameReturnType> {
  if (!service.apiKey || !isAddress(address)) return null;
  const key = getAddress(address);
  const cached = cache.read(key);
  if (cached !== undefined) return cached;
  const pending = cache.inFlight.get(key);
  if (pending) return pending;
  const lookup = requestWithRetry(key, service)
    .then((name) => {
      cache.write(key, name);
      return name;
    })
    .catch(() => null)
    .finally(() => cache.inFlight.delete(key));
  cache.inFlight.set(key, lookup);
  return lookup;
}
