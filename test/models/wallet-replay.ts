import { expect } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, fromPromise } from 'xstate';

/** A typed promise actor that never settles: in the coverage replay only the path's own events move the machine. */
export const neverSettling = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => undefined));

/** Lets settled promise actors deliver their done/error events (all queued microtasks run first). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A generated path step as the executors see it: the event sent and the snapshot the model expects after it. */
export interface ModelStep<TEvent extends EventObject = EventObject> {
  event: TEvent;
  state: AnyMachineSnapshot;
}

export interface ReplayablePath {
  steps: readonly { event: EventObject }[];
  test: (params: unknown) => Promise<unknown>;
}

/**
 * Replays one generated path through its executors and, after every step, checks that the real actor agrees with
 * the model: the same state value, the same relevant context, the same tags and the same answer to every `can()` probe
 * the views rely on. Returns how many steps were checked.
 */
export async function replayPath(
  path: ReplayablePath,
  actor: { getSnapshot: () => AnyMachineSnapshot },
  executors: Record<string, (step: ModelStep) => void | Promise<void>>,
  options: {
    /** `can()` questions the views ask; the actor must answer each as the model does. */
    probes?: readonly EventObject[];
    /** The context the model's vertices are made of (its serializeContext); display-only fields may differ. */
    relevant?: (context: never) => unknown;
  } = {},
): Promise<number> {
  const probes = options.probes ?? [];
  const relevant = (options.relevant ?? ((context: unknown) => context)) as (context: unknown) => unknown;
  let checked = 0;
  await path.test({
    events: executors,
    states: {
      '*': (expected: AnyMachineSnapshot) => {
        const actual = actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(relevant(actual.context)).toEqual(relevant(expected.context));
        expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
        for (const probe of probes)
          expect([probe.type, actual.can(probe)]).toEqual([probe.type, expected.can(probe)]);
        checked += 1;
      },
    },
  });
  return checked;
}

/**
 * A test name from a path's events, with every payload fixture shown by its name in the fixture table (so two
 * paths that differ only in, say, which error a wallet returned get different names).
 */
export function fixturePathName(
  path: { steps: readonly { event: EventObject }[] },
  fixtures: Record<string, EventObject>,
): string {
  const labels = new Map(Object.entries(fixtures).map(([label, event]) => [JSON.stringify(event), label]));
  const events = path.steps.slice(1).map(({ event }) => {
    const label = labels.get(JSON.stringify(event));
    if (label) return label;
    return event.type
      .replace(/^xstate\.(done|error)\.actor\./, '$1:')
      .replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
  });
  return events.length ? events.join(' → ') : '(initial state)';
}
