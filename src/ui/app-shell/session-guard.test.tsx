import { fakeProfile } from '@test/support/fake-api';
import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { sessionStillReading } from '@test/support/session-still-reading';
import { sessionToken } from '@test/support/session-tokens';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import {
  type FetchProfileInput,
  type ReadLoginTokenOutput,
  type SessionProfile,
  sessionMachine,
} from '@/machines/session/session.machine';
import { SessionActor } from '@/ui/actors/session-context';
import { SessionGuard } from './session-guard';

const address = '0x1111111111111111111111111111111111111111';
const later = () => Date.now() + 3_600_000;

function signedInSession() {
  return sessionMachine.provide({
    actors: {
      readLoginToken: fromPromise<ReadLoginTokenOutput>(async () => ({
        token: sessionToken({ session: 's1', expiresAt: later() }),
        clockOffsetMs: null,
      })),
      fetchProfile: fromPromise<SessionProfile, FetchProfileInput>(async () => fakeProfile(address)),
      watchLoginToken: fromCallback(() => () => undefined),
    },
  });
}

/** A page that keeps what was typed in its own state: a remount would empty it. */
function TypedPage() {
  return <input aria-label="Amount to buy" defaultValue="" />;
}

let session: ReturnType<typeof SessionActor.useActorRef> | undefined;
function Handle() {
  session = SessionActor.useActorRef();
  return null;
}

/** A signed-in session and the guard around a page with a typed field. */
const renderGuardedPage = () =>
  renderView(
    <SessionActor.Provider logic={signedInSession()}>
      <Handle />
      <SessionGuard connectControl={<button type="button">Sign in</button>}>
        <TypedPage />
      </SessionGuard>
    </SessionActor.Provider>,
  );

describe('SessionGuard', () => {
  it('shows nothing while the stored session is read (no loading state for the prompt to shift away), then the prompt', async () => {
    const { logic, finishReading } = sessionStillReading();
    await renderView(
      <SessionActor.Provider logic={logic}>
        <main>
          <SessionGuard connectControl={<button type="button">Connect Wallet</button>}>
            <TypedPage />
          </SessionGuard>
        </main>
      </SessionActor.Provider>,
    );
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    await flush(finishReading);
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount to buy' })).toBeNull();
  });

  it('keeps the page (and what was typed) mounted while the session expires and is signed in again', async () => {
    const user = userEvent.setup();
    await renderGuardedPage();
    const field = await screen.findByRole('textbox', { name: 'Amount to buy' });
    await user.type(field, '250');

    await flush(() => session?.send({ type: 'api.tokenExpired' }));
    expect(screen.getByRole('status', { name: 'Your session has expired' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount to buy' })).toBe(field);

    const token = sessionToken({ session: 's2', expiresAt: later() });
    await flush(() => session?.send({ type: 'auth.signedIn', token }));
    expect(screen.queryByRole('status', { name: 'Your session has expired' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount to buy' })).toBe(field);
    expect(field).toHaveValue('250');
  });

  it('shows the sign-in prompt instead of the page without a session', async () => {
    await renderGuardedPage();
    await screen.findByRole('textbox', { name: 'Amount to buy' });
    await flush(() => session?.send({ type: 'user.logout' }));
    expect(screen.queryByRole('textbox', { name: 'Amount to buy' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connect your wallet to begin' })).toBeInTheDocument();
  });
});
