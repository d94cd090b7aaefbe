import {
  claimLog,
  mining as miningFixture,
  miningHistory,
  miningLog,
  pool,
} from '@test/support/app-fixtures';
import { controllable } from '@test/support/controllable';
import { renderView } from '@test/support/render-view';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type ClaimKind,
  claimMachine,
  type SubmitClaimInput,
  type SubmitClaimOutput,
} from '@/machines/claim/claim.machine';
import type { Loadable, PagedSource, PageOf } from '@/ui/kit/loadable';
import { MiningScreen, type MiningScreenProps } from './mining-screen';
import type { MiningStatusView } from './mining-types';

const T0 = Date.UTC(2025, 2, 4, 12, 0, 0);

function claimActor(kind: ClaimKind) {
  const submit = controllable<SubmitClaimOutput, SubmitClaimInput>();
  const actor = createActor(claimMachine.provide({ actors: { submitClaim: submit.logic } }), {
    input: { kind },
  });
  return { actor: actor.start(), submit };
}

const ready = <T,>(data: T, updatedAt = T0): Loadable<T> => ({
  status: 'ready',
  data,
  refreshing: false,
  updatedAt,
});
const paged = <Row,>(rows: Row[], page = 1, size = 10): PagedSource<Row> => ({
  data: ready<PageOf<Row>>({
    items: rows.slice((page - 1) * size, page * size),
    page,
    size,
    total: rows.length,
  }),
  page,
  size,
  onPageChange: vi.fn(),
  onSizeChange: vi.fn(),
});

function props(overrides: Partial<MiningScreenProps> = {}): MiningScreenProps {
  return {
    pools: ready([pool]),
    mining: ready<MiningStatusView>(miningFixture),
    miningLog: paged(miningLog),
    claimLog: paged(claimLog),
    history: ready(miningHistory),
    historyDays: 30,
    claimRef: claimActor('mining').actor,
    collectRef: claimActor('spec').actor,
    purchaseHref: '/app/purchase',
    clock: () => T0,
    ...overrides,
  };
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.useRealTimers());

describe('MiningScreen', () => {
  it('shows power, pending, claimed total, the pool and both histories', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setInterval', 'clearInterval', 'Date'] });
    await renderView(<MiningScreen {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mining' })).toBeInTheDocument();
    expect(card('Mining power')).toHaveTextContent('12,500');
    expect(card('Total claimed')).toHaveTextContent('4,521DGAI');
    expect(card('Pending rewards')).toHaveTextContent('3.187654DGAI');
    const pools = screen.getByRole('list', { name: 'Mining pools' });
    expect(within(pools).getByText('Genesis Pool')).toBeInTheDocument();
    expect(within(pools).getByText('Your pool')).toBeInTheDocument();
    expect(within(pools).getByText('2,450,000')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Mining history' })).getAllByRole('row')).toHaveLength(
      11,
    );
    expect(screen.getByRole('table', { name: 'Claim history' })).toBeInTheDocument();
  });

  it('ticks pending rewards forward by exactly rate × whole seconds since the fetch', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const mining = { ...miningFixture, pending: '1000000000000000000', ratePerSecond: '123456789012345' };
    await renderView(<MiningScreen {...props({ mining: ready(mining, T0) })} />);
    const value = () => card('Pending rewards').querySelector('data')?.getAttribute('value');
    expect(value()).toBe('1000000000000000000');
    act(() => vi.advanceTimersByTime(5_000));
    expect(value()).toBe((10n ** 18n + 5n * 123456789012345n).toString());
    expect(card('Pending rewards')).toHaveTextContent('1.000617DGAI');
    act(() => vi.advanceTimersByTime(60_000));
    expect(value()).toBe((10n ** 18n + 65n * 123456789012345n).toString());
  });

  it('counts down to the next collection and keeps Collect waiting until it opens', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const spec = {
      lastCollectAt: null,
      nextCollectAt: new Date(T0 + 3_661_000).toISOString(),
      bonus: '125000000000000000000',
    };
    await renderView(<MiningScreen {...props({ mining: ready({ ...miningFixture, spec }) })} />);
    const bonus = card('Daily bonus');
    expect(bonus).toHaveTextContent('Next collection in 1:01:01');
    expect(within(bonus).getByRole('button', { name: 'Collect bonus' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(3_661_000));
    expect(bonus).toHaveTextContent('Ready to collect');
    expect(within(bonus).getByRole('button', { name: 'Collect bonus' })).toBeEnabled();
  });

  it('sends the click time with Claim and waits while the claim is in flight', async () => {
    const claim = claimActor('mining');
    await renderView(<MiningScreen {...props({ claimRef: claim.actor })} />);
    const button = within(card('Pending rewards')).getByRole('button', { name: 'Claim rewards' });
    fireEvent.click(button);
    expect(claim.submit.last().input).toEqual({ now: T0 });
    expect(within(card('Pending rewards')).getByRole('button', { name: 'Claiming…' })).toBeDisabled();
    await act(async () => claim.submit.resolve({ amount: '3187654321098765432', nextCollectAt: null }));
    expect(card('Pending rewards')).toHaveTextContent('Claimed 3.1876 DGAI');
  });

  it('while loading: skeletons everywhere, nothing to click', async () => {
    const loading = { status: 'loading' } as const;
    const source = { ...paged(miningLog), data: loading };
    await renderView(
      <MiningScreen
        {...props({
          mining: loading,
          pools: loading,
          miningLog: source,
          claimLog: { ...paged(claimLog), data: loading },
        })}
      />,
    );
    expect(card('Pending rewards')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Claim rewards' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Collect bonus' })).toBeDisabled();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  });

  it('without power: explains how to start and links to the purchase', async () => {
    const empty = {
      ...miningFixture,
      power: '0',
      pending: '0',
      ratePerSecond: '0',
      claimed: '0',
      lastClaimAt: null,
    };
    await renderView(
      <MiningScreen
        {...props({ mining: ready(empty), pools: ready([]), miningLog: paged([]), claimLog: paged([]) })}
      />,
    );
    expect(screen.getByText('You have no mining power yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy DGAI' })).toHaveAttribute('href', '/app/purchase');
    expect(screen.getByRole('button', { name: 'Claim rewards' })).toBeDisabled();
    expect(card('Daily bonus')).toHaveTextContent('Needs mining power');
    expect(screen.getByText('No mining pools are open yet.')).toBeInTheDocument();
    expect(screen.getByText('No mining rewards yet')).toBeInTheDocument();
    expect(screen.getByText('No claims yet')).toBeInTheDocument();
  });

  it('on a failed load: one error with Retry per source', async () => {
    const retry = vi.fn();
    const failed = { status: 'error', error: 'network', retry, retrying: false } as const;
    await renderView(<MiningScreen {...props({ mining: failed, pools: failed })} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Claim rewards' })).not.toBeInTheDocument();
  });

  it('asks its container for page 2 of the mining history', async () => {
    const log = paged(miningLog);
    await renderView(<MiningScreen {...props({ miningLog: log })} />);
    const history = screen.getByRole('region', { name: 'Mining history' });
    fireEvent.click(within(history).getByRole('button', { name: 'Next' }));
    expect(log.onPageChange).toHaveBeenCalledWith(2);
  });

  it('renders in Chinese', async () => {
    await renderView(<MiningScreen {...props()} />, { language: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '挖矿' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '领取收益' })).toBeEnabled();
    expect(screen.getByRole('region', { name: '算力' })).toHaveTextContent('12,500');
    expect(screen.getByRole('table', { name: '挖矿记录' })).toBeInTheDocument();
    expect(screen.getByText('2025年3月4日 20:00', { exact: false })).toBeInTheDocument();
  });
});
