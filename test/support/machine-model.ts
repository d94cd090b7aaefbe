import type { AnyStateMachine, EventObject } from 'xstate';

interface GeneratedPath {
  steps: { event: EventObject }[];
  /** The input this path starts from, when the model explores more than one. */
  input?: unknown;
}

/**
 * What the coverage gate needs to know about one machine: the production machine provided with actors that
 * never settle (so only a path's own events move it), its input, and the generated paths of its model test.
 */
export interface MachineModel {
  name: string;
  machine: AnyStateMachine;
  /** The input of paths that do not name their own. */
  input?: unknown;
  paths: () => readonly GeneratedPath[];
}

export function defineMachineModel(model: MachineModel): MachineModel {
  return model;
}
