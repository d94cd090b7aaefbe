import { type AnyEventObject, type AnyMachineSnapshot, fromPromise } from 'xstate';

/** A generated path as TestModel returns it: its steps and the runner that calls executors and assertions. */
export interface ReplayablePath {
  steps: { event: AnyEventObject; state: AnyMachineSnapshot }[];
  test: (params: {
    events: Record<string, (step: { event: AnyEventObject }) => unknown>;
    states: Record<string, (expected: AnyMachineSnapshot) => void>;
  }) => Promise<unknown>;
}

/**
 * Replays one path: each step's event goes to its executor (which drives the real actor), then `check`
 * compares the real actor with the model's snapshot. Returns how many checks ran (one per step, init included).
 */
export async function replayPath(
  path: ReplayablePath,
  executors: Record<string, (event: AnyEventObject) => unknown>,
  check: (expected: AnyMachineSnapshot) => void,
): Promise<number> {
  for (const { event } of path.steps.slice(1)) {
    if (!executors[event.type]) throw new Error(`no executor for ${event.type}: the replay would skip it`);
  }
  let checks = 0;
  const events = Object.fromEntries(
    Object.entries(executors).map(([type, run]) => [
      type,
      ({ event }: { event: AnyEventObject }) => run(event),
    ]),
  );
  await path.test({
    events,
    states: {
      '*': (expected) => {
        check(expected);
        checks += 1;
      },
    },
  });
  return checks;
}

/** Lets promise actors settle and the events they cause run to completion (no timing involved). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Test names from pathName, numbered when two paths share their event types (they differ in payloads). */
export function uniqueNames<T>(items: readonly T[], name: (item: T) => string): { name: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = name(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { name: count > 1 ? `${base} (${count})` : base, item };
  });
}

/** A promise actor typed like the one it replaces that never settles: only a path's own events move the machine. */
export function neverSettlingPromise<TOutput, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => undefined));
}
