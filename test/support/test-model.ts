import { serializeSnapshot, TestModel } from '@xstate/graph';
import {
  type ActorLogic,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createEmptyActor,
  type EventObject,
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
} from 'xstate';

export interface AppTestModelOptions {
  /** Concrete events, one per guard branch, for every event type whose guards or actions read data. */
  payloads?: readonly AnyEventObject[];
  /** What of the context is part of a vertex's identity (default: all of it). Keep it to what guards and views read. */
  serializeContext?: (context: never) => unknown;
  /** Event types never offered (e.g. events only a parent sends in a state where they are meaningless). */
  ignoreEvents?: string[];
  /** Whether to offer an event in a snapshot (xstate/graph's filterEvents): prunes states an event changes nothing in. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}

/**
 * The traversal takes every step with one mock actor scope, so a child with a systemId (the connection's sign-in
 * and network switch) would be registered in one system again and again; here each step gets a system of its own.
 */
function withSystemPerStep<M extends AnyStateMachine>(machine: M): M {
  const scope = (given: AnyActorScope): AnyActorScope => {
    const self = createEmptyActor();
    return { ...given, self, system: self.system };
  };
  return Object.assign(Object.create(machine) as M, {
    transition: (snapshot: never, event: never, given: AnyActorScope) =>
      machine.transition(snapshot, event, scope(given)),
    // M is any machine here, so its input type is not known; each model passes its machine's own input.
    getInitialSnapshot: (given: AnyActorScope, input: unknown) =>
      machine.getInitialSnapshot(scope(given), input as never),
  });
}

/**
 * createTestModel() semantics without its refusal of invoke/after: payload fixtures merged into the derived
 * events, internal done-state events dropped, and transition-aware vertices (state + the transition that entered
 * it) so that shortest paths cover every transition, not just every state (src/machines/AGENTS.md).
 */
export function createAppTestModel<M extends AnyStateMachine>(machine: M, options: AppTestModelOptions = {}) {
  const payloads = options.payloads ?? [];
  const ignored = new Set(options.ignoreEvents ?? []);
  const base = (snapshot: AnyMachineSnapshot) =>
    options.serializeContext
      ? JSON.stringify({
          value: snapshot.value,
          // Each model types serializeContext for its own context, which AnyMachineSnapshot cannot carry.
          context: options.serializeContext(snapshot.context as never),
        })
      : serializeSnapshot(snapshot);
  const missing = new Set<string>();
  // TestModel is typed over the erased snapshot and event types that the generic options above work with.
  const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(
    withSystemPerStep(machine) as unknown as ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>,
    {
      // A machine in a top-level final state ignores every event, so none is offered there.
      events: (snapshot: AnyMachineSnapshot) =>
        (snapshot.status === 'active' ? (ownEventTypes(snapshot) as string[]) : [])
          .filter(
            (type) => !type.startsWith('xstate.done.state.') && !type.includes('*') && !ignored.has(type),
          )
          .flatMap((type) => {
            const given = payloads.filter((event) => event.type === type);
            if (given.length) return given;
            if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.'))
              missing.add(type);
            return [{ type }];
          })
          .filter((event) => options.filterEvents?.(snapshot, event) ?? true),
      serializeState: (snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) =>
        base(snapshot) +
        (event && previous && JSON.stringify(previous.value) !== JSON.stringify(snapshot.value)
          ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`
          : ''),
      stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key),
    },
  );
  return {
    model,
    /** Actor completion events offered without a fixture: a test should assert this is empty. */
    missingFixtures: () => [...missing],
  };
}

/** A readable test name from a path's events. */
export function pathName(path: { steps: { event: EventObject }[] }): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) =>
      event.type
        .replace(/^xstate\.(done|error)\.actor\./, '$1:')
        .replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1'),
    );
  return events.length ? events.join(' → ') : '(initial state)';
}
