import { type EventObject, fromCallback, fromPromise } from 'xstate';

export interface Call<TInput, TOutput> {
  input: TInput;
  resolve: (value: TOutput) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose every invocation waits until the test settles it. */
export function controllable<TOutput, TInput = unknown>() {
  const calls: Call<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never invoked');
    return call;
  };
  return {
    logic,
    calls,
    last,
    resolve: (value: TOutput) => last().resolve(value),
    reject: (error: unknown) => last().reject(error),
  };
}

/** A callback actor (a subscription) whose sendBack the test holds, to emit what the real source would. */
export function controllableCallback<TEvent extends { type: string }, TInput = unknown>() {
  const live: { input: TInput; sendBack: (event: TEvent) => void; stopped: boolean }[] = [];
  const logic = fromCallback<EventObject, TInput>(({ input, sendBack }) => {
    const entry = { input, sendBack: sendBack as (event: TEvent) => void, stopped: false };
    live.push(entry);
    return () => {
      entry.stopped = true;
    };
  });
  const current = () => {
    const entry = [...live].reverse().find((e) => !e.stopped);
    if (!entry) throw new Error('no running subscription');
    return entry;
  };
  return { logic, live, emit: (event: TEvent) => current().sendBack(event) };
}

/** A subscription that never emits: for replays where only the path's own events move the machine. */
export const neverSettlesCallback = fromCallback(() => () => undefined);
