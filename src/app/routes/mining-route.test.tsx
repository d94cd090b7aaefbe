import { claimLog, me, mining, miningHistory, miningLog, pool, tokens } from '@test/support/app-fixtures';
import { apiErrors, createFakeApiClient, pageOf, type RecordedCall } from '@test/support/fake-api-client';
import { renderView } from '@test/support/render-view';
import { signedInSession } from '@test/support/session-provider';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/ui/kit/format-date';
import { MiningRoute } from './mining-route';

/** The route inside the app area's session, signed in with the `me` fixture's profile. */
const inSession = (node: ReactElement) => signedInSession(() => me).wrap(node);

const CLICK = Date.UTC(2025, 2, 4, 12);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function api(overrides: Record<string, (call: never) => unknown> = {}) {
  return createFakeApiClient({
    'GET /public/mining-pools': () => [pool],
    'GET /me/mining': () => mining,
    'GET /me/mining-log': (call) => pageOf(miningLog, call),
    'GET /me/mining-claim-log': (call) => pageOf(claimLog, call),
    'GET /me/mining-history': () => ({ items: miningHistory }),
    ...overrides,
  });
}

const claimButton = () => within(screen.getByRole('region', { name: 'Pending rewards' })).getByRole('button');

describe('MiningRoute', () => {
  it('loads the pools, the user mining and the first page of both histories', async () => {
    const fake = api();
    await renderView(inSession(<MiningRoute clock={() => CLICK} />), { api: fake.client });
    expect(await screen.findByText('Genesis Pool')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Mining power' })).toHaveTextContent('12,500'),
    );
    expect(fake.callsTo('GET /me/mining-log')[0]?.query).toEqual({ page: 1, size: 10 });
    expect(fake.callsTo('GET /me/mining-claim-log')[0]?.query).toEqual({ page: 1, size: 10 });
  });

  it('requests page 2 and keeps page 1 visible until it arrives; a new size starts at page 1', async () => {
    const page2 = deferred<unknown>();
    const fake = api({
      'GET /me/mining-log': (call: RecordedCall) =>
        call.query?.page === 2 ? page2.promise : pageOf(miningLog, call),
    });
    await renderView(inSession(<MiningRoute />), { api: fake.client });
    const history = await screen.findByRole('region', { name: 'Mining history' });
    await within(history).findByText('1–10 of 23');
    fireEvent.click(within(history).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(fake.callsTo('GET /me/mining-log').at(-1)?.query).toEqual({ page: 2, size: 10 }),
    );
    expect(history).toHaveAttribute('aria-busy', 'true');
    expect(within(history).getAllByRole('row')).toHaveLength(11);
    page2.resolve(
      pageOf(miningLog, {
        method: 'GET',
        path: '/me/mining-log',
        query: { page: 2, size: 10 },
        body: undefined,
      }),
    );
    await within(history).findByText('11–20 of 23');
    fireEvent.change(within(history).getByLabelText('Rows per page'), { target: { value: '20' } });
    await waitFor(() =>
      expect(fake.callsTo('GET /me/mining-log').at(-1)?.query).toEqual({ page: 1, size: 20 }),
    );
    await within(history).findByText('1–20 of 23');
  });

  it('claims with the click time: waits in flight, then toasts, shows the amount and refetches', async () => {
    const answer = deferred<unknown>();
    const fake = api({ 'POST /mining/claim': () => answer.promise });
    await renderView(inSession(<MiningRoute clock={() => CLICK} />), { api: fake.client });
    await waitFor(() => expect(claimButton()).toBeEnabled());
    const miningReads = fake.callsTo('GET /me/mining').length;
    fireEvent.click(claimButton());
    await waitFor(() => expect(claimButton()).toBeDisabled());
    expect(fake.callsTo('POST /mining/claim')[0]?.body).toEqual({ now: CLICK });
    answer.resolve({ claimId: '9', claimed: tokens(3) });
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Claimed 3 DGAI');
    expect(
      within(screen.getByRole('region', { name: 'Pending rewards' })).getByRole('status'),
    ).toHaveTextContent('Claimed 3 DGAI');
    await waitFor(() => expect(fake.callsTo('GET /me/mining').length).toBe(miningReads + 1));
    await waitFor(() => expect(fake.callsTo('GET /me/mining-claim-log')).toHaveLength(2));
    await waitFor(() => expect(fake.callsTo('GET /me/mining-history')).toHaveLength(2));
  });

  it('draws the last 30 days of power and claims from the mining history', async () => {
    const fake = api();
    await renderView(inSession(<MiningRoute />), { api: fake.client });
    const claimed = await screen.findByRole('figure', { name: 'Rewards claimed per day' });
    await waitFor(() => expect(claimed).toHaveTextContent('4,521 DGAI claimed in 30 days'));
    expect(screen.getByRole('figure', { name: 'Mining power' })).toHaveTextContent('12,500 power today');
    expect(fake.callsTo('GET /me/mining-history')[0]?.query).toEqual({ days: 30 });
  });

  it('re-sends the same click time when the user retries after a network failure', async () => {
    const claims = vi.fn<() => unknown>().mockImplementationOnce(() => {
      throw apiErrors.network();
    });
    claims.mockImplementationOnce(() => ({ claimId: '9', claimed: tokens(1) }));
    const fake = api({ 'POST /mining/claim': claims });
    let clock = CLICK;
    await renderView(inSession(<MiningRoute clock={() => clock++} />), { api: fake.client });
    await waitFor(() => expect(claimButton()).toBeEnabled());
    fireEvent.click(claimButton());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/No answer from the server/)).toBeInTheDocument();
    fireEvent.click(retry);
    await screen.findAllByText('Claimed 1 DGAI');
    expect(fake.callsTo('POST /mining/claim').map((call) => call.body)).toEqual([
      { now: CLICK },
      { now: CLICK },
    ]);
  });

  it('shows the cooldown the server answers with a 409 on Collect', async () => {
    const next = '2025-03-05T12:00:00.000Z';
    const fake = api({
      'POST /spec-mining/collection': () => {
        throw apiErrors.tooEarly(next);
      },
    });
    await renderView(inSession(<MiningRoute clock={() => CLICK} />), { api: fake.client });
    const bonus = await screen.findByRole('region', { name: 'Daily bonus' });
    await waitFor(() => expect(within(bonus).getByRole('button', { name: 'Collect bonus' })).toBeEnabled());
    fireEvent.click(within(bonus).getByRole('button', { name: 'Collect bonus' }));
    await within(bonus).findByText(`Too early: the next collection opens ${formatDateTime(next, 'en')}.`);
    expect(within(bonus).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(bonus).getByRole('button', { name: 'Collect bonus' })).toBeDisabled();
    expect(fake.callsTo('POST /spec-mining/collection')[0]?.body).toEqual({ now: CLICK });
  });

  it('shows a load error with Retry, and the data once the retry succeeds', async () => {
    const reads = vi.fn<() => unknown>().mockImplementationOnce(() => {
      throw apiErrors.server();
    });
    reads.mockImplementation(() => mining);
    const fake = api({ 'GET /me/mining': reads });
    await renderView(inSession(<MiningRoute />), { api: fake.client });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Mining power' })).toHaveTextContent('12,500'),
    );
  });
});
