import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';

/** An actor some machine of the system started: its invoke id, its implementation's name and its input. */
export interface Invocation {
  id: string;
  src: string;
  input: unknown;
  /** The step that started it (0: the actor's start). */
  step: number;
}

/** An event one actor of the system sent to another (not to itself): who got it and what. */
export interface Delivery {
  from: string | undefined;
  to: string;
  event: AnyEventObject;
}

/** What a user or a peer could notice after one step of a generated path, read from the real actor. */
export interface StepFacts<TSnapshot = AnyMachineSnapshot> {
  /** 0 is the actor's start (xstate.init). */
  index: number;
  /** The input the actor was started with (the wallet address, the claim kind…). */
  input: unknown;
  /** The event this step applied (a user event, a settled stub, a timer). */
  event: AnyEventObject;
  /** Every event applied so far, this one included (what the server or the wallet has answered). */
  history: readonly AnyEventObject[];
  snapshot: TSnapshot;
  previous: TSnapshot | undefined;
  /** Actors started during this step (effects: requests, wallet prompts, subscriptions). */
  invoked: readonly Invocation[];
  invokedSoFar: readonly Invocation[];
  /** Events emitted by the actor during this step (what the views announce). */
  emitted: readonly AnyEventObject[];
  emittedSoFar: readonly AnyEventObject[];
  /** Events sent between actors during this step (to a parent, a peer, a session). */
  delivered: readonly Delivery[];
  /** What recording actions or actors the test provided (machine.provide) were called with during this step. */
  recorded: readonly { name: string; value: unknown }[];
  /** Every recorded call so far, this step's included, each with the step that made it. */
  recordedSoFar: readonly { name: string; value: unknown; step: number }[];
}

/** One rule taken from a document, not from the chart: it must hold after every step of every generated path. */
export interface MachineProperty<TSnapshot = AnyMachineSnapshot> {
  id: string;
  /** The document and section the rule comes from. */
  source: string;
  /** The rule as a reader says it. */
  says: string;
  holds: (facts: StepFacts<TSnapshot>) => boolean;
}

/** A machine's properties, keyed by the machine's id (not by its file, which may move). */
export interface MachineProperties<TSnapshot = AnyMachineSnapshot> {
  machine: string;
  properties: readonly MachineProperty<TSnapshot>[];
}

export function defineProperties<TSnapshot>(
  spec: MachineProperties<TSnapshot>,
): MachineProperties<TSnapshot> {
  return spec;
}

const nameOf = (ref: AnyActorRef | undefined) => (ref ? String(ref.id) : undefined);
const srcOf = (ref: AnyActorRef) => {
  const src = (ref as { src?: unknown }).src;
  return typeof src === 'string' ? src : String((src as { id?: string } | undefined)?.id ?? ref.id);
};

/** The actor under test as the watch reads it. */
interface Watched<TSnapshot> {
  getSnapshot: () => TSnapshot;
  on: (type: '*', handler: (event: AnyEventObject) => void) => unknown;
}

/**
 * Watches one actor under test: pass `inspect` to createActor, `follow(actor)` before starting it, then call
 * `check(event)` after each step (replayPath does). Every property is evaluated on the real actor's snapshot and
 * on what the step started, emitted and sent; a broken one fails the test with its id and source.
 */
export function watchProperties<TSnapshot>(spec: MachineProperties<TSnapshot>, input?: unknown) {
  let current: (() => TSnapshot) | undefined;
  let invoked: Invocation[] = [];
  let emitted: AnyEventObject[] = [];
  let delivered: Delivery[] = [];
  let recorded: { name: string; value: unknown }[] = [];
  const recordedSoFar: { name: string; value: unknown; step: number }[] = [];
  const invokedSoFar: Invocation[] = [];
  const emittedSoFar: AnyEventObject[] = [];
  const history: AnyEventObject[] = [];
  let previous: TSnapshot | undefined;
  let index = 0;
  return {
    inspect(inspection: InspectionEvent) {
      const ref = inspection.actorRef as AnyActorRef & { options?: { input?: unknown } };
      if (inspection.type === '@xstate.actor' && ref._parent) {
        const invocation = { id: String(ref.id), src: srcOf(ref), input: ref.options?.input, step: index };
        invoked.push(invocation);
        invokedSoFar.push(invocation);
      }
      if (
        inspection.type === '@xstate.event' &&
        inspection.sourceRef &&
        inspection.sourceRef !== inspection.actorRef
      )
        delivered.push({
          from: nameOf(inspection.sourceRef as AnyActorRef),
          to: String(ref.id),
          event: inspection.event,
        });
    },
    /** For a recording action or actor the test provides: what the machine asked of it, in this step. */
    record(name: string, value: unknown) {
      recorded.push({ name, value });
      recordedSoFar.push({ name, value, step: index });
    },
    follow(actor: Watched<TSnapshot>) {
      current = () => actor.getSnapshot();
      actor.on('*', (event) => {
        emitted.push(event);
        emittedSoFar.push(event);
      });
    },
    check(event: AnyEventObject) {
      history.push(event);
      if (!current) throw new Error('watchProperties: follow(actor) was not called');
      const snapshot = current();
      const facts: StepFacts<TSnapshot> = {
        index,
        input,
        event,
        history: [...history],
        snapshot,
        previous,
        invoked,
        invokedSoFar: [...invokedSoFar],
        emitted,
        emittedSoFar: [...emittedSoFar],
        delivered,
        recorded,
        recordedSoFar: [...recordedSoFar],
      };
      const broken = spec.properties.filter((property) => !property.holds(facts));
      if (broken.length)
        throw new Error(
          `${spec.machine}: after step ${index} (${event.type}) broken: ${broken
            .map(({ id, source, says }) => `\n  ${id} [${source}]: ${says}`)
            .join('')}`,
        );
      invoked = [];
      emitted = [];
      delivered = [];
      recorded = [];
      previous = snapshot;
      index += 1;
    },
  };
}

export type PropertyWatch = Pick<ReturnType<typeof watchProperties>, 'check'>;

/** The last applied event of a type (e.g. the server's latest answer), or undefined. */
export function lastOf<T extends AnyEventObject = AnyEventObject>(
  history: readonly AnyEventObject[],
  type: string,
): T | undefined {
  return [...history].reverse().find((event) => event.type === type) as T | undefined;
}
