import {
  ADDRESSES,
  commissionBalance,
  commissionDaily,
  commissionLog,
  team,
} from '@test/support/app-fixtures';
import { controllable } from '@test/support/controllable';
import { renderView } from '@test/support/render-view';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { claimMachine, type SubmitClaimInput, type SubmitClaimOutput } from '@/machines/claim/claim.machine';
import {
  COPIED_DURATION_MS,
  copyAddressMachine,
  type WriteClipboardInput,
} from '@/machines/copy-address/copy-address.machine';
import type { Loadable, PagedSource, PageOf } from '@/ui/kit/loadable';
import { CommissionScreen, type CommissionScreenProps } from './commission-screen';

const LINK = 'https://dgrid.example/app?invite=DG7K2QX9';
const NOW = Date.UTC(2025, 2, 4);

const ready = <T,>(data: T): Loadable<T> => ({ status: 'ready', data, refreshing: false, updatedAt: NOW });
const paged = <Row,>(rows: Row[]): PagedSource<Row> => ({
  data: ready<PageOf<Row>>({ items: rows, page: 1, size: 10, total: rows.length }),
  page: 1,
  size: 10,
  onPageChange: vi.fn(),
  onSizeChange: vi.fn(),
});

function copyActor() {
  const clipboard = controllable<void, WriteClipboardInput>();
  const clock = new SimulatedClock();
  const actor = createActor(copyAddressMachine.provide({ actors: { writeClipboard: clipboard.logic } }), {
    clock,
  });
  return { actor: actor.start(), clipboard, clock };
}

function claimActor() {
  const submit = controllable<SubmitClaimOutput, SubmitClaimInput>();
  const actor = createActor(claimMachine.provide({ actors: { submitClaim: submit.logic } }), {
    input: { kind: 'commission' },
  });
  return { actor: actor.start(), submit };
}

function props(overrides: Partial<CommissionScreenProps> = {}): CommissionScreenProps {
  return {
    invite: ready({ inviteCode: 'DG7K2QX9', inviteLink: LINK }),
    balance: ready(commissionBalance),
    team: paged(team),
    commissionLog: paged(commissionLog),
    claimLog: paged([]),
    daily: ready(commissionDaily),
    claimRef: claimActor().actor,
    copyLinkRef: copyActor().actor,
    copyCodeRef: copyActor().actor,
    clock: () => NOW,
    ...overrides,
  };
}

describe('CommissionScreen', () => {
  it('shows the invite link and code, the balances and the team with level badges', async () => {
    await renderView(<CommissionScreen {...props()} />);
    expect(screen.getByLabelText('Invite link')).toHaveValue(LINK);
    expect(screen.getByText('DG7K2QX9')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Available to claim' })).toHaveTextContent('387.5DGAI');
    expect(screen.getByRole('region', { name: 'Total earned' })).toHaveTextContent('1,912DGAI');
    expect(screen.getByRole('region', { name: 'Total claimed' })).toHaveTextContent('1,525DGAI');
    const rows = within(screen.getByRole('table', { name: 'Your team' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Level 1',
      'Level 2',
    ]);
    expect(rows[0]).toHaveTextContent(ADDRESSES[1]);
  });

  it('copies the invite link and says Copied for 1.5 s', async () => {
    const copy = copyActor();
    await renderView(<CommissionScreen {...props({ copyLinkRef: copy.actor })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copy.clipboard.last().input).toEqual({ text: LINK });
    await act(async () => copy.clipboard.resolve());
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    act(() => copy.clock.increment(COPIED_DURATION_MS));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const copy = copyActor();
    await renderView(<CommissionScreen {...props({ copyCodeRef: copy.actor })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(copy.clipboard.last().input).toEqual({ text: 'DG7K2QX9' });
    await act(async () => copy.clipboard.reject(new Error('NotAllowedError')));
    expect(screen.getByText('Copy failed: select the text and copy it by hand')).toBeInTheDocument();
  });

  it('claims the available commission with the click time and shows the amount', async () => {
    const claim = claimActor();
    await renderView(<CommissionScreen {...props({ claimRef: claim.actor })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim commission' }));
    expect(claim.submit.last().input).toEqual({ now: NOW });
    expect(screen.getByRole('button', { name: 'Claiming…' })).toBeDisabled();
    await act(async () => claim.submit.resolve({ amount: commissionBalance.available, nextCollectAt: null }));
    const available = screen.getByRole('region', { name: 'Available to claim' });
    expect(within(available).getByRole('status')).toHaveTextContent('Claimed 387.5 DGAI');
  });

  it('keeps Claim waiting when nothing is available', async () => {
    await renderView(
      <CommissionScreen {...props({ balance: ready({ ...commissionBalance, available: '0' }) })} />,
    );
    expect(screen.getByRole('button', { name: 'Claim commission' })).toBeDisabled();
  });

  it('shows the empty team and histories with what to do next', async () => {
    await renderView(<CommissionScreen {...props({ team: paged([]), commissionLog: paged([]) })} />);
    expect(screen.getByText('Nobody has joined through your link yet')).toBeInTheDocument();
    expect(screen.getByText('No commission yet')).toBeInTheDocument();
    expect(screen.getByText('When your team buys DGAI, your share is listed here.')).toBeInTheDocument();
  });

  it('shows loading placeholders and then errors with Retry', async () => {
    const retry = vi.fn();
    const { rerender } = await renderView(
      <CommissionScreen {...props({ invite: { status: 'loading' }, balance: { status: 'loading' } })} />,
    );
    expect(screen.queryByLabelText('Invite link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim commission' })).toBeDisabled();
    const failed = { status: 'error', error: 'server', retry, retrying: false } as const;
    rerender(<CommissionScreen {...props({ invite: failed, balance: failed })} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    fireEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('renders in Chinese', async () => {
    await renderView(<CommissionScreen {...props()} />, { language: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '佣金' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '我的团队' })).toHaveTextContent('二级');
  });
});
