import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { watchProperties } from '@test/support/properties';
import { replayPath, sendTo, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type FetchProfileInput,
  type FetchProfileOutput,
  type ReadLoginTokenOutput,
  sessionMachine,
} from '@/machines/session/session.machine';
import { MAX_TIMER_MS } from '@/machines/session/session-types';
import { sessionPaths, sessionTestModel } from './session.model';
import sessionProperties from './session.properties';

const paths = sessionPaths();

describe('session machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(122);
    expect(sessionTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const tokenRead = controllable<ReadLoginTokenOutput>();
    const profileFetch = controllable<FetchProfileOutput, FetchProfileInput>();
    const clock = new SimulatedClock();
    const watch = watchProperties(sessionProperties);
    // This tab's loginToken: what another tab writes, and what the session's own effects write (nothing else may).
    let stored: string | null = null;
    let storedBefore: string | null = null;
    const properties = {
      ...watch,
      check: (event: Parameters<typeof watch.check>[0]) => {
        watch.record('stored', { before: storedBefore, after: stored });
        storedBefore = stored;
        watch.check(event);
      },
    };
    // Storage and navigation as recording actions: what the machine asked of the browser, step by step.
    const actor = createActor(
      sessionMachine.provide({
        actors: { readLoginToken: tokenRead.logic, fetchProfile: profileFetch.logic },
        actions: {
          storeLoginToken: ({ context }) => {
            stored = context.token;
            properties.record('storeLoginToken', context.token);
          },
          removeLoginToken: () => {
            stored = null;
            properties.record('removeLoginToken', null);
          },
          redirectToPass: () => properties.record('redirectToPass', null),
        },
      }),
      { clock, inspect: properties.inspect },
    );
    properties.follow(actor);
    actor.start();

    const send = sendTo(actor);
    const checks = await replayPath(
      path,
      {
        'xstate.done.actor.readLoginToken': async ({ event }) => {
          // What the page found stored when it started.
          stored = event.output?.token ?? null;
          storedBefore = stored;
          tokenRead.resolve(event.output);
          await flush();
        },
        'xstate.error.actor.readLoginToken': async ({ event }) => {
          tokenRead.reject(event.error);
          await flush();
        },
        'xstate.done.actor.fetchProfile': async ({ event }) => {
          profileFetch.resolve(event.output);
          await flush();
        },
        'xstate.error.actor.fetchProfile': async ({ event }) => {
          profileFetch.reject(event.error);
          await flush();
        },
        'api.unauthorized': send,
        'auth.signedIn': send,
        'user.logout': send,
        'user.retryProfile': send,
        'user.refreshProfile': send,
        'wallet.disconnected': send,
        'wallet.accountChanged': send,
        'api.tokenExpired': send,
        // The API client only reports: it has written nothing when the event arrives.
        'api.tokenRefreshed': send,
        // Another tab has already written the token when the event arrives.
        'storage.loginTokenChanged': (step) => {
          stored = step.event.token ?? null;
          storedBefore = stored;
          send(step);
        },
        'xstate.after.tokenLifetime.session.signedIn': () => {
          // The fixtures expire in 2100: the timer waits as long as a browser timer can, not a moment less.
          clock.increment(MAX_TIMER_MS - 1);
          expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
          clock.increment(1);
        },
      },
      // Only keeps the replay on the path; the oracle is session.properties.ts.
      (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
      properties,
    );
    expect(checks).toBe(path.steps.length);
    actor.stop();
  });
});
