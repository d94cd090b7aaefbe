import { fromPromise } from 'xstate';

/** A promise actor the machine declares and the composition root implements with `machine.provide()`. */
export function providedByRoot<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the composition root`);
  });
}
