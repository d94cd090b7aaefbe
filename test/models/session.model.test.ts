import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { replayPath, sendTo, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { MAX_TIMER_MS } from '@/machines/helpers/session-types';
import {
  type FetchProfileInput,
  type FetchProfileOutput,
  type ReadLoginTokenOutput,
  sessionMachine,
} from '@/machines/session.machine';
import { sessionPaths, sessionTestModel } from './session.model';

const paths = sessionPaths();

describe('session machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(88);
    expect(sessionTestModel.missingFixtures()).toEqual([]);
  });

  it.each(uniqueNames(paths, pathName))('$name', async ({ item: path }) => {
    const tokenRead = controllable<ReadLoginTokenOutput>();
    const profileFetch = controllable<FetchProfileOutput, FetchProfileInput>();
    // What browser storage holds and how often the browser was sent to /dgridpass, as the real actions would.
    let stored: string | null = null;
    let redirects = 0;
    let expectedRedirects = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      sessionMachine.provide({
        actors: { readLoginToken: tokenRead.logic, fetchProfile: profileFetch.logic },
        actions: {
          storeLoginToken: ({ context }) => {
            stored = context.token;
          },
          removeLoginToken: () => {
            stored = null;
          },
          redirectToPass: () => {
            redirects += 1;
          },
        },
      }),
      { clock },
    ).start();

    const send = sendTo(actor);
    const checks = await replayPath(
      path,
      {
        'xstate.done.actor.readLoginToken': async ({ event }) => {
          stored = event.output?.token ?? null;
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
          if (event.error.status === 401) expectedRedirects += 1;
          profileFetch.reject(event.error);
          await flush();
        },
        'api.unauthorized': (step) => {
          expectedRedirects += 1;
          send(step);
        },
        'auth.signedIn': send,
        'user.logout': send,
        'user.retryProfile': send,
        'user.refreshProfile': send,
        'wallet.disconnected': send,
        'wallet.accountChanged': send,
        'api.tokenExpired': send,
        'storage.loginTokenChanged': (step) => {
          // Another tab (or this tab's API client) has already written the token when the event arrives.
          stored = step.event.token;
          send(step);
        },
        'xstate.after.tokenLifetime.session.signedIn': () => {
          // The fixtures expire in 2100: the timer waits as long as a browser timer can, not a moment less.
          clock.increment(MAX_TIMER_MS - 1);
          expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
          clock.increment(1);
        },
      },
      (expected) => {
        const actual = actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        expect(actual.hasTag('signedIn')).toBe(expected.hasTag('signedIn'));
        expect(actual.hasTag('expired')).toBe(expected.hasTag('expired'));
        // Signed in exactly when storage holds the session's token; a 401 always ends on /dgridpass.
        expect(stored).toBe(actual.context.token);
        expect(redirects).toBe(expectedRedirects);
        if (actual.matches({ signedIn: 'loadingProfile' })) {
          expect(profileFetch.last().input).toEqual({ token: actual.context.token });
        }
      },
    );
    expect(checks).toBe(path.steps.length);
    actor.stop();
  });
});
