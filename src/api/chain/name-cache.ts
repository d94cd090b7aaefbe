import { type Address, getAddress } from 'viem';

/** A found name is kept this long (memory and localStorage). */
export const nameCacheMs = 180 * 60_000;
/** Any answer, "no name" included, is reused without asking again for this long. */
export const nameStaleMs = 10 * 60_000;

const storageKey = (address: Address) => `rk-ens-name-${address}`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface NameCache {
  /** A cached answer (a name, or null for "none"), or undefined when the service must be asked. */
  read(address: Address): string | null | undefined;
  write(address: Address, name: string | null): void;
  /** Concurrent lookups of one address share one request. */
  readonly inFlight: Map<Address, Promise<string | null>>;
}

export interface NameCacheOptions {
  storage?: KeyValueStorage | undefined;
  now?: () => number;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (privacy settings): memory only.
    return undefined;
  }
}

function readStored(storage: KeyValueStorage, address: Address, now: number): string | undefined {
  const key = storageKey(address);
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    const { ensName, expires } = (parsed ?? {}) as { ensName?: unknown; expires?: unknown };
    if (typeof ensName === 'string' && ensName && typeof expires === 'number' && expires > now)
      return ensName;
    storage.removeItem(key);
  } catch {
    // Corrupt or unreadable entry: forget it and ask the service again.
    storage.removeItem(key);
  }
  return undefined;
}

/** The name-service cache: in memory for the stale time, names also in localStorage for 180 min. */
export function createNameCache({
  storage = browserStorage(),
  now = Date.now,
}: NameCacheOptions = {}): NameCache {
  const memory = new Map<Address, { name: string | null; fetchedAt: number; expiresAt: number }>();
  return {
    inFlight: new Map(),
    read(address) {
      const key = getAddress(address);
      const time = now();
      const entry = memory.get(key);
      if (entry && time - entry.fetchedAt < nameStaleMs) return entry.name;
      if (entry?.name && time < entry.expiresAt) return entry.name;
      const stored = storage ? readStored(storage, key, time) : undefined;
      return stored;
    },
    write(address, name) {
      const key = getAddress(address);
      const time = now();
      memory.set(key, { name, fetchedAt: time, expiresAt: time + nameCacheMs });
      if (!name || !storage) return;
      try {
        storage.setItem(storageKey(key), JSON.stringify({ ensName: name, expires: time + nameCacheMs }));
      } catch {
        // A full or blocked storage only costs a repeat lookup.
      }
    },
  };
}

/** The app's one cache. */
export const sharedNameCache: NameCache = createNameCache();
