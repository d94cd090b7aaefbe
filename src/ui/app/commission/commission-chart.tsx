import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { type ChartDay, windowTotal } from '@/ui/app/charts/chart-geometry';
import { chartAmount } from '@/ui/app/charts/chart-text';
import { DailyChart } from '@/ui/app/charts/daily-chart';
import { intlLocale } from '@/ui/kit/format-date';
import { type Loadable, mapLoadable } from '@/ui/kit/loadable';
import type { CommissionDayView } from './commission-types';

export interface CommissionChartProps {
  /** GET /me/commission-daily: one entry per UTC day, oldest first. */
  daily: Loadable<CommissionDayView[]>;
}

/** Commission earned per day, level 1 stacked under level 2. */
export function CommissionChart({ daily }: CommissionChartProps) {
  const { t, i18n } = useTranslation('app');
  const locale = intlLocale(i18n.language);
  const amount = (value: string) => chartAmount(value, locale);
  const days = mapLoadable(daily, (items) =>
    items.map((day) => ({ date: day.date, values: [day.level1, day.level2] })),
  );
  const levelTotal = (items: ChartDay[], level: number) =>
    amount(
      windowTotal(items.map((day) => ({ date: day.date, values: [day.values[level] ?? '0'] }))).toString(),
    );
  return (
    <DailyChart
      titleId="commission-chart"
      title={t('commission.chart.title')}
      kind="bars"
      series={[
        { label: t('commission.chart.level1'), tone: 'accent' },
        { label: t('commission.chart.level2'), tone: 'indigo' },
      ]}
      days={days}
      formatValue={amount}
      summarize={(items) =>
        t('commission.chart.summary', {
          total: amount(windowTotal(items).toString()),
          days: items.length,
          level1: levelTotal(items, 0),
          level2: levelTotal(items, 1),
        })
      }
      empty={{
        title: t('commission.chart.empty'),
        hint: t('commission.chart.emptyHint', { symbol: site.token.symbol }),
      }}
    />
  );
}
