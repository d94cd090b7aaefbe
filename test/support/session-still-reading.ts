import { fromCallback, fromPromise } from 'xstate';
import {
  type FetchProfileInput,
  type ReadLoginTokenOutput,
  type SessionProfile,
  sessionMachine,
} from '@/machines/session/session.machine';

/** A session whose stored token is still being read until the test calls `finishReading` (there is none). */
export function sessionStillReading() {
  let finish: () => void = () => undefined;
  const logic = sessionMachine.provide({
    actors: {
      readLoginToken: fromPromise<ReadLoginTokenOutput>(
        () =>
          new Promise((resolve) => {
            finish = () => resolve(null);
          }),
      ),
      fetchProfile: fromPromise<SessionProfile, FetchProfileInput>(() => new Promise(() => undefined)),
      watchLoginToken: fromCallback(() => () => undefined),
    },
  });
  return { logic, finishReading: () => finish() };
}
