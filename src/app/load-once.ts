export interface LoadOnce<T> {
  /** Loads once and shares the result; a failed load is forgotten, so the next call tries again. */
  load: () => Promise<T>;
  /** The result once the load has succeeded: what can render without suspending. */
  loaded: () => T | undefined;
}

/** A chunk (or anything fetched) loaded at most once at a time, its result kept. */
export function loadOnce<T>(start: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let result: T | undefined;
  const load = () => {
    pending ??= start().then(
      (value) => {
        result = value;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => result };
}
