/**
 * One value kept for `ttlMs` of the given clock, then loaded again on the next read. Concurrent reads of an
 * expired value share one load; a failed load is not kept. A clock that goes back counts as expired.
 */
export function ttlCache<T>(load: () => Promise<T>, ttlMs: number, now: () => number): () => Promise<T> {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    const at = now();
    if (value && at >= value.at && at - value.at < ttlMs) return Promise.resolve(value.data);
    if (pending) return pending;
    const loading = load().then(
      (data) => {
        value = { data, at };
        pending = undefined;
        return data;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    if (ttlMs > 0) pending = loading;
    return loading;
  };
}
