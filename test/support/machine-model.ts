import type { AnyStateMachine, EventObject } from 'xstate';

interface GeneratedPath {
  steps: readonly { event: EventObject }[];
  /** The input this path starts from, when the model explores more than one. */
  input?: unknown;
}

/**
 * What the coverage gate needs to know about one machine: the production machine provided with actors that
 * never settle (so only a path's own events move it), its input, and the generated paths of its model test.
 */
export interface MachineModel<TPath extends GeneratedPath = GeneratedPath> {
  name: string;
  machine: AnyStateMachine;
  /** The input of paths that do not name their own. */
  input?: unknown;
  paths: () => readonly TPath[];
}

/** Keeps the paths' own type, so a model test replays them without a cast. */
export function defineMachineModel<TPath extends GeneratedPath>(
  model: MachineModel<TPath>,
): MachineModel<TPath> {
  return model;
}
