import {
  claimLog,
  commissionBalance,
  commissionDaily,
  commissionLog,
  me,
  team,
  tokens,
} from '@test/support/app-fixtures';
import { apiErrors, createFakeApiClient, pageOf } from '@test/support/fake-api-client';
import { renderView } from '@test/support/render-view';
import { signedInSession } from '@test/support/session-provider';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteLink } from '@/config/invite-link';
import { CommissionRoute } from './commission-route';

/** The route inside the app area's session, signed in with the `me` fixture's profile. */
const inSession = (node: ReactElement) => signedInSession(() => me).wrap(node);

const CLICK = Date.UTC(2025, 2, 4, 12);

const ORIGIN = 'https://dgrid.example';
const manyMembers = Array.from({ length: 14 }, (_, i) => ({
  ...team[0],
  address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
}));

function api(overrides: Record<string, (call: never) => unknown> = {}) {
  return createFakeApiClient({
    'GET /me': () => me,
    'GET /me/commission-balance': () => commissionBalance,
    'GET /me/team': (call) => pageOf(manyMembers, call),
    'GET /me/commission-log': (call) => pageOf(commissionLog, call),
    'GET /me/commission-claim-log': (call) => pageOf(claimLog, call),
    'GET /me/commission-daily': () => ({ items: commissionDaily }),
    ...overrides,
  });
}

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('inviteLink', () => {
  it('is <origin>/app?invite=<code>, with the code escaped', () => {
    expect(inviteLink(ORIGIN, 'DG7K2QX9')).toBe('https://dgrid.example/app?invite=DG7K2QX9');
    expect(inviteLink('http://127.0.0.1:5173', 'a b&c')).toBe('http://127.0.0.1:5173/app?invite=a+b%26c');
  });
});

describe('CommissionRoute', () => {
  it('builds the invite link from the origin and the invite code, and copies it', async () => {
    await renderView(inSession(<CommissionRoute origin={ORIGIN} />), { api: api().client });
    const field = await screen.findByLabelText('Invite link');
    expect(field).toHaveValue('https://dgrid.example/app?invite=DG7K2QX9');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://dgrid.example/app?invite=DG7K2QX9');
  });

  it('draws commission per day by level for the last 30 days', async () => {
    const fake = api();
    await renderView(inSession(<CommissionRoute origin={ORIGIN} />), { api: fake.client });
    const chart = await screen.findByRole('figure', { name: 'Commission per day' });
    await waitFor(() => expect(chart).toHaveTextContent('87 DGAI earned in 30 days'));
    expect(fake.callsTo('GET /me/commission-daily')[0]?.query).toEqual({ days: 30 });
  });

  it('asks for page 2 of the team', async () => {
    const fake = api();
    await renderView(inSession(<CommissionRoute origin={ORIGIN} />), { api: fake.client });
    const teamRegion = await screen.findByRole('region', { name: 'Your team' });
    await within(teamRegion).findByText('1–10 of 14');
    fireEvent.click(within(teamRegion).getByRole('button', { name: 'Next' }));
    await within(teamRegion).findByText('11–14 of 14');
    expect(fake.callsTo('GET /me/team').map((call) => call.query)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
  });

  it('claims the commission with the click time, toasts and refetches the balance and claims', async () => {
    let balance = commissionBalance;
    const fake = api({
      'GET /me/commission-balance': () => balance,
      'POST /me/commission/claim': () => {
        balance = { ...commissionBalance, available: '0', totalClaimed: tokens(1912) };
        return { claimId: '3', claimed: commissionBalance.available };
      },
    });
    const session = signedInSession(() => me);
    await renderView(session.wrap(<CommissionRoute origin={ORIGIN} clock={() => CLICK} />), {
      api: fake.client,
    });
    const button = await screen.findByRole('button', { name: 'Claim commission' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Total claimed' })).toHaveTextContent('1,912DGAI'),
      // The claim, the refetch and the session's own fetch of the profile: on a busy machine, more than a second.
      { timeout: 5000 },
    );
    expect(fake.callsTo('POST /me/commission/claim')[0]?.body).toEqual({ now: CLICK });
    expect(screen.getAllByText('Claimed 387.5 DGAI')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Claim commission' })).toBeDisabled();
    expect(fake.callsTo('GET /me/commission-claim-log')).toHaveLength(2);
    // The session owns the profile: the claim machine asked it, by its systemId, to fetch it again.
    await waitFor(() => expect(session.fetches.count).toBe(2));
  });

  it('shows a failed team load with Retry', async () => {
    const reads = vi.fn<(call: never) => unknown>().mockImplementationOnce(() => {
      throw apiErrors.network();
    });
    reads.mockImplementation((call) => pageOf(manyMembers, call));
    await renderView(inSession(<CommissionRoute origin={ORIGIN} />), {
      api: api({ 'GET /me/team': reads }).client,
    });
    const teamRegion = await screen.findByRole('region', { name: 'Your team' });
    const alert = await within(teamRegion).findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(teamRegion).findByText('1–10 of 14');
  });

  it('renders in Chinese', async () => {
    await renderView(inSession(<CommissionRoute origin={ORIGIN} />), { api: api().client, language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '佣金' })).toBeInTheDocument();
    expect(await screen.findByLabelText('邀请链接')).toHaveValue('https://dgrid.example/app?invite=DG7K2QX9');
  });
});
