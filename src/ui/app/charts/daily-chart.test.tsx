import { commissionDaily, miningHistory, tokens } from '@test/support/app-fixtures';
import { renderView } from '@test/support/render-view';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommissionChart } from '@/ui/app/commission/commission-chart';
import { MiningCharts } from '@/ui/app/mining/mining-charts';
import type { Loadable } from '@/ui/kit/loadable';

const ready = <T,>(data: T): Loadable<T> => ({ status: 'ready', data, refreshing: false, updatedAt: 0 });
const figure = (name: string) => screen.getByRole('figure', { name });
const zeroMining = miningHistory.map((day) => ({ ...day, power: '0', claimed: '0' }));

describe('daily charts', () => {
  it('sums up power and claims in a sentence and lists every day in a table', async () => {
    await renderView(<MiningCharts history={ready(miningHistory)} days={30} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Last 30 days' })).toBeInTheDocument();
    const power = figure('Mining power');
    expect(power).toHaveTextContent('12,500 power today; 0 on Feb 3.');
    const claimed = figure('Rewards claimed per day');
    expect(claimed).toHaveTextContent('4,521 DGAI claimed in 30 days; the most on Feb 27: 2,500 DGAI.');
    fireEvent.click(within(claimed).getByText('Show the numbers'));
    const table = within(claimed).getByRole('table', { name: 'Rewards claimed per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Feb 27, 2025' }).closest('tr')).toHaveTextContent(
      '2,500 DGAI',
    );
    expect(rows[1]).toHaveTextContent('Feb 3, 20250 DGAI');
    expect(power.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stacks commission by level with a legend, totals per day in the table, in Chinese too', async () => {
    const { i18n } = await renderView(<CommissionChart daily={ready(commissionDaily)} />);
    const chart = figure('Commission per day');
    expect(chart).toHaveTextContent('87 DGAI earned in 30 days: 62 DGAI from level 1, 25 DGAI from level 2.');
    expect(within(chart).getByRole('list')).toHaveTextContent('Level 1 (10%)Level 2 (5%)');
    expect(chart.querySelectorAll('rect.daily-chart__bar')).toHaveLength(3);
    const march2 = within(chart).getByRole('rowheader', { name: 'Mar 2, 2025' }).closest('tr');
    expect(march2).toHaveTextContent('12 DGAI25 DGAI37 DGAI');
    await i18n.changeLanguage('zh');
    expect(await screen.findByRole('figure', { name: '每日佣金' })).toHaveTextContent(
      '30 天内共获得 87 DGAI：一级 62 DGAI，二级 25 DGAI。',
    );
  });

  it('keeps one box while loading, then says so when the window is empty', async () => {
    const { rerender } = await renderView(<MiningCharts history={{ status: 'loading' }} days={30} />);
    const power = figure('Mining power');
    expect(power).toHaveAttribute('aria-busy', 'true');
    expect(within(power).getByText('Loading chart…')).toBeInTheDocument();
    const plot = power.querySelector('.daily-chart__plot');
    rerender(<MiningCharts history={ready(zeroMining)} days={30} />);
    expect(figure('Mining power').querySelector('.daily-chart__plot')).toBe(plot);
    expect(figure('Mining power')).toHaveAttribute('aria-busy', 'false');
    expect(figure('Rewards claimed per day')).toHaveTextContent('No rewards claimed in this period');
    expect(figure('Mining power')).toHaveTextContent('Buy DGAI to start mining');
    expect(screen.queryByText('Show the numbers')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
  });

  it('offers a retry when the history could not be loaded', async () => {
    const retry = vi.fn();
    await renderView(
      <CommissionChart daily={{ status: 'error', error: 'network', retry, retrying: false }} />,
    );
    fireEvent.click(within(figure('Commission per day')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws a tiny day next to a huge one without losing either', async () => {
    const days = commissionDaily.map((day, index) => ({
      ...day,
      level1: index === 0 ? tokens(10n ** 12n) : index === 1 ? '1' : '0',
      level2: '0',
    }));
    await renderView(<CommissionChart daily={ready(days)} />);
    expect(figure('Commission per day').querySelectorAll('rect.daily-chart__bar')).toHaveLength(2);
  });
});
