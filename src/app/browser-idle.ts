/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export type ScheduleIdle = (task: () => void, timeoutMs: number) => () => void;

/** requestIdleCallback, or a macrotask where the browser has none (Safari). */
export const browserIdle: ScheduleIdle = (task, timeoutMs) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
};
