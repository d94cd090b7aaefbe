import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { busiestDay, type ChartDay, windowTotal } from '@/ui/app/charts/chart-geometry';
import { chartAmount, chartInteger, chartShortDate } from '@/ui/app/charts/chart-text';
import { DailyChart } from '@/ui/app/charts/daily-chart';
import { intlLocale } from '@/ui/kit/format-date';
import { type Loadable, mapLoadable } from '@/ui/kit/loadable';
import type { MiningDayView } from './mining-types';

export interface MiningChartsProps {
  /** GET /me/mining-history: one entry per UTC day, oldest first. */
  history: Loadable<MiningDayView[]>;
  /** How many days the history covers (the heading says it while loading too). */
  days: number;
}

/** Power at the end of each day and rewards claimed per day, over the last `days` days. */
export function MiningCharts({ history, days }: MiningChartsProps) {
  const { t, i18n } = useTranslation('app');
  const locale = intlLocale(i18n.language);
  const symbol = site.token.symbol;
  const amount = (value: string) => chartAmount(value, locale);
  const power = mapLoadable(history, (items) =>
    items.map((day) => ({ date: day.date, values: [day.power] })),
  );
  const claimed = mapLoadable(history, (items) =>
    items.map((day) => ({ date: day.date, values: [day.claimed] })),
  );
  const powerSummary = (items: ChartDay[]) =>
    t('mining.charts.power.summary', {
      last: chartInteger(items.at(-1)?.values[0] ?? '0', locale),
      first: chartInteger(items[0]?.values[0] ?? '0', locale),
      from: chartShortDate(items[0]?.date ?? '', locale),
    });
  const claimedSummary = (items: ChartDay[]) => {
    const top = busiestDay(items);
    return t('mining.charts.claimed.summary', {
      total: amount(windowTotal(items).toString()),
      days: items.length,
      date: chartShortDate(top?.date ?? '', locale),
      max: amount(top?.values[0] ?? '0'),
    });
  };
  return (
    <section aria-labelledby="mining-charts-title">
      <h2 id="mining-charts-title" className="app-screen__section-title">
        {t('mining.charts.title', { days })}
      </h2>
      <div className="daily-charts">
        <DailyChart
          titleId="mining-power-chart"
          title={t('mining.charts.power.title')}
          kind="steps"
          series={[{ label: t('mining.charts.power.title'), tone: 'accent' }]}
          days={power}
          formatValue={(value) => chartInteger(value, locale)}
          summarize={powerSummary}
          empty={{
            title: t('mining.charts.power.empty'),
            hint: t('mining.charts.power.emptyHint', { symbol }),
          }}
        />
        <DailyChart
          titleId="mining-claimed-chart"
          title={t('mining.charts.claimed.title')}
          kind="bars"
          series={[{ label: t('mining.charts.claimed.title'), tone: 'accent' }]}
          days={claimed}
          formatValue={amount}
          summarize={claimedSummary}
          empty={{ title: t('mining.charts.claimed.empty'), hint: t('mining.charts.claimed.emptyHint') }}
        />
      </div>
    </section>
  );
}
