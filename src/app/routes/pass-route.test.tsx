import { tokens } from '@test/support/app-fixtures';
import { createFakeApiClient } from '@test/support/fake-api-client';
import { renderView } from '@test/support/render-view';
import { signedInSession } from '@test/support/session-provider';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/http/api-error';
import { getMe } from '@/api/http/me/get-me';
import { passPathAfterUnauthorized } from '@/config/pass-path';
import { SessionActor } from '@/ui/actors/session-context';
import { PassRoute } from './pass-route';

const me = (holder: boolean) => ({
  address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  inviteCode: 'K7Q2ZP',
  inviter: null,
  createdAt: '2025-06-01T08:00:00.000Z',
  pass: { holder, since: holder ? '2025-06-02T09:30:00.000Z' : null },
  balance: { claimed: '0', commission: '0' },
});

function api(holder: boolean) {
  return createFakeApiClient({
    'GET /me': () => me(holder),
    // The server's sum of the paid orders (docs/api-contract.md): 600 tokens.
    'GET /me/purchase/summary': () => ({ paidAmount: tokens(600), paidOrders: 3 }),
  });
}

/** The route as the app area mounts it: signedIn is the session's tag; the session lends a sign-in to the test. */
function Page(props: { onConnect: () => void; expose: (session: SessionRef) => void }) {
  const session = SessionActor.useActorRef();
  props.expose(session);
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  return <PassRoute signedIn={signedIn} onConnect={props.onConnect} />;
}

type SessionRef = ReturnType<typeof SessionActor.useActorRef>;

function renderPass(client: ReturnType<typeof api>['client'], props: { signedIn: boolean; path?: string }) {
  const onConnect = vi.fn();
  const { hook, searchHook, history, navigate } = memoryLocation({
    path: props.path ?? '/dgridpass',
    record: true,
  });
  // The app area's session: GET /me through the route's API client; a 401 sends the page to /dgridpass.
  const session = signedInSession(() => getMe(client), {
    signedIn: props.signedIn,
    redirectToPass: () => navigate(passPathAfterUnauthorized()),
  });
  let ref: SessionRef | null = null;
  return {
    onConnect,
    history,
    /** A verified sign-in handed to the session, as the wallet's sign-in does. */
    signIn: () => act(() => ref?.send({ type: 'auth.signedIn', token: session.token })),
    view: renderView(
      <Router hook={hook} searchHook={searchHook}>
        {session.wrap(<Page onConnect={onConnect} expose={(next) => (ref = next)} />)}
      </Router>,
      { api: client },
    ),
  };
}

const status = () => screen.getByRole('region', { name: 'Your pass' });

describe('PassRoute', () => {
  it('renders the public page without a session and asks nothing of the API', async () => {
    const fake = api(false);
    await renderPass(fake.client, { signedIn: false }).view;
    expect(screen.getByRole('heading', { level: 1, name: 'DGrid Pass' })).toBeInTheDocument();
    expect(within(status()).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('after a 401 redirect, says calmly that the session ended', async () => {
    const fake = api(false);
    await renderPass(fake.client, { signedIn: false, path: passPathAfterUnauthorized() }).view;
    expect(within(status()).getByRole('status')).toHaveTextContent('Please sign in again');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a 401, offers to sign in again in place and then returns to the page the user came from', async () => {
    const fake = api(false);
    const pass = renderPass(fake.client, {
      signedIn: false,
      path: passPathAfterUnauthorized('/app/mining?tab=2'),
    });
    await pass.view;
    const signInAgain = within(status()).getByRole('button', { name: 'Sign in again' });
    signInAgain.click();
    expect(pass.onConnect).toHaveBeenCalledTimes(1);
    pass.signIn();
    await waitFor(() => expect(pass.history.at(-1)).toBe('/app/mining?tab=2'));
  });

  it.each(['https://evil.example/app', '//evil.example/app', '/\\evil.example'])(
    'never follows a hostile way back (%s): signed in, the user stays on /dgridpass',
    async (from) => {
      const fake = api(false);
      const path = `/dgridpass?session=ended&from=${encodeURIComponent(from)}`;
      const pass = renderPass(fake.client, { signedIn: false, path });
      await pass.view;
      pass.signIn();
      expect(await within(status()).findByText('No pass yet')).toBeInTheDocument();
      expect(pass.history).toEqual([path]);
    },
  );

  it('shows a holder without asking for the paid total', async () => {
    const fake = api(true);
    await renderPass(fake.client, { signedIn: true }).view;
    expect(await within(status()).findByText('You hold a DGrid Pass')).toBeInTheDocument();
    expect(fake.callsTo('GET /me/purchase/summary')).toEqual([]);
  });

  it('shows a non-holder the server’s paid total, asked once, never summed from the history', async () => {
    const fake = api(false);
    await renderPass(fake.client, { signedIn: true }).view;
    await waitFor(() => expect(status()).toHaveTextContent('600 of 1,000 DGAI bought'));
    expect(status()).toHaveTextContent('Buy 400 more DGAI to get your pass.');
    expect(fake.callsTo('GET /me/purchase/summary')).toHaveLength(1);
    expect(fake.callsTo('GET /me/purchase/history')).toEqual([]);
  });

  it('treats a 401 on the profile as an ended session, not an error: the session signs out to /dgridpass', async () => {
    const fake = createFakeApiClient({
      'GET /me': () => {
        throw new ApiError({ reason: 'http', status: 401, code: 401, message: 'Unauthorized' });
      },
    });
    await renderPass(fake.client, { signedIn: true }).view;
    await waitFor(() =>
      expect(within(status()).getByRole('status')).toHaveTextContent('Please sign in again'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
