/** The part of Web Storage the app uses; tests pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where reading it throws (sandboxed frames, storage disabled) or there is no window. */
export function defaultStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Never throws: an unavailable storage reads as empty. */
export function readItem(key: string, storage = defaultStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Never throws: a full or unavailable storage loses the write, which the app survives. Returns whether it stuck. */
export function writeItem(key: string, value: string, storage = defaultStorage()): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeItem(key: string, storage = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo: the value simply stays unreadable to us.
  }
}

/** The parsed JSON under key; undefined when absent or not JSON. */
export function readJson(key: string, storage = defaultStorage()): unknown {
  const raw = readItem(key, storage);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
