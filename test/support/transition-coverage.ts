import { getStateNodes } from '@xstate/graph';
import { type AnyStateMachine, type AnyTransitionDefinition, createActor, type EventObject } from 'xstate';

export function transitionKey(transition: AnyTransitionDefinition): string {
  const siblings = transition.eventType
    ? (transition.source.transitions.get(transition.eventType) ?? [])
    : (transition.source.always ?? []);
  const target = transition.target ? transition.target.map((node) => node.id).join(',') : '(targetless)';
  return `${transition.source.id} --${transition.eventType || 'always'}[${siblings.indexOf(transition)}]--> ${target}`;
}

/** Every transition the machine declares: on, after, invoke onDone/onError, state onDone and always. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export interface CoverageReport {
  /** How many generated paths were replayed. */
  paths: number;
  total: number;
  covered: number;
  missing: string[];
}

/**
 * Replays paths (each from its own input, if it has one) in a real actor (machine provided with never-settling actors, so only the path's own events
 * move it) and records, through the inspection API, which declared transitions the interpreter took.
 */
export function transitionCoverage(
  machine: AnyStateMachine,
  paths: readonly { steps: readonly { event: EventObject }[]; input?: unknown }[],
  input?: unknown,
): CoverageReport {
  const seen = new Set<string>();
  for (const path of paths) {
    const actor = createActor(machine, {
      input: path.input ?? input,
      // Compared by session id, not with `actor`: eventless transitions of the initial state run inside
      // createActor(), before `actor` is assigned.
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId) {
          for (const transition of inspection._transitions) seen.add(transitionKey(transition));
        }
      },
    });
    actor.start();
    for (const step of path.steps) if (step.event.type !== 'xstate.init') actor.send(step.event);
    actor.stop();
  }
  const all = allTransitions(machine);
  const missing = all.filter((key) => !seen.has(key));
  return { paths: paths.length, total: all.length, covered: all.length - missing.length, missing };
}
