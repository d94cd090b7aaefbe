/** What the API client reports about the session: a 401, or a call it held back because the token had expired. */
export type ApiAuthFailure = 'api.unauthorized' | 'api.tokenExpired';

export interface ApiAuthFailures {
  report: (failure: ApiAuthFailure) => void;
  /** Every report from now on, until the returned function is called (the session chart's watchApiAuth). */
  watch: (listener: (failure: ApiAuthFailure) => void) => () => void;
}

/**
 * The line from the API client to the session chart: the client is built before any session actor runs, and a
 * page may start and stop session actors, so the chart subscribes while it runs instead of being bound to.
 */
export function createApiAuthFailures(): ApiAuthFailures {
  const listeners = new Set<(failure: ApiAuthFailure) => void>();
  return {
    report: (failure) => {
      for (const listener of [...listeners]) listener(failure);
    },
    watch: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
