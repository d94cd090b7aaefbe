import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/ui/kit/error-state';
import { formatDateTime, intlLocale } from '@/ui/kit/format-date';
import type { Loadable } from '@/ui/kit/loadable';
import { Skeleton } from '@/ui/kit/skeleton';
import {
  barSegments,
  type ChartDay,
  COLUMN,
  chartMaximum,
  dayTotal,
  PLOT_HEIGHT,
  stepPaths,
} from './chart-geometry';
import { chartShortDate } from './chart-text';
import './daily-chart.css';

export interface ChartSeriesView {
  label: string;
  /** Colour token of the series: the theme's accent or indigo (both themes define them). */
  tone: 'accent' | 'indigo';
}

export interface DailyChartProps {
  /** Id of the chart's heading (it names the figure and its table). */
  titleId: string;
  title: string;
  /** Stacked bars per day, or a level held through each day (power). */
  kind: 'bars' | 'steps';
  series: ChartSeriesView[];
  days: Loadable<ChartDay[]>;
  /** A value as text, with its unit: on the axis, in tooltips and in the table. */
  formatValue: (value: string) => string;
  /** One sentence about the loaded days: what a reader should take from the chart, for everyone. */
  summarize: (days: ChartDay[]) => string;
  empty: { title: string; hint: string };
}

const dayDate = (date: string) => `${date}T00:00:00.000Z`;

/**
 * A chart of one value per UTC day, hand-drawn in SVG. The box keeps its size through loading, empty, error
 * and loaded; the drawing is hidden from assistive technology, and its text alternative is the summary
 * sentence plus the numbers in a table behind a disclosure.
 */
export function DailyChart(props: DailyChartProps) {
  const { t, i18n } = useTranslation('app');
  const { days, titleId } = props;
  const locale = intlLocale(i18n.language);
  const short = (date: string) => chartShortDate(date, locale);
  const loaded = days.status === 'ready' ? days.data : null;
  const max = loaded ? chartMaximum(loaded) : 0n;
  const hasData = loaded !== null && max > 0n;
  return (
    <figure
      className="daily-chart app-panel"
      aria-labelledby={titleId}
      aria-busy={days.status === 'loading'}
      data-testid={`chart-${titleId}`}
    >
      <figcaption className="daily-chart__caption">
        <h3 id={titleId} className="daily-chart__title">
          {props.title}
        </h3>
        <p className="daily-chart__summary">
          {hasData ? props.summarize(loaded) : loaded ? props.empty.title : <Skeleton width="70%" />}
        </p>
      </figcaption>
      {props.series.length > 1 ? (
        <ul className="daily-chart__legend">
          {props.series.map((series) => (
            <li key={series.label}>
              <span className={`daily-chart__swatch daily-chart--${series.tone}`} aria-hidden="true" />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`daily-chart__plot${days.status === 'error' ? ' daily-chart__plot--error' : ''}`}>
        {days.status === 'loading' ? (
          <>
            <Skeleton width="100%" height="100%" />
            <span className="kit-sr-only">{t('charts.loading')}</span>
          </>
        ) : days.status === 'error' ? (
          <ErrorState error={days.error} onRetry={days.retry} retrying={days.retrying} compact />
        ) : hasData ? (
          <Plot {...props} days={days.data} max={max} short={short} />
        ) : (
          <p className="daily-chart__empty" data-testid="chart-empty">
            {props.empty.hint}
          </p>
        )}
      </div>
      <div className="daily-chart__axis" aria-hidden="true">
        <span>{loaded?.[0] ? short(loaded[0].date) : null}</span>
        <span>{loaded?.at(-1) ? short(loaded.at(-1)?.date ?? '') : null}</span>
      </div>
      {hasData ? (
        <details className="daily-chart__data">
          <summary>{t('charts.showTable')}</summary>
          <ChartTable
            {...props}
            days={loaded}
            dateText={(date) => formatDateTime(dayDate(date), i18n.language, 'date', 'UTC') ?? date}
          />
        </details>
      ) : (
        <div className="daily-chart__data" />
      )}
    </figure>
  );
}

type PlotProps = Omit<DailyChartProps, 'days'> & {
  days: ChartDay[];
  max: bigint;
  short: (date: string) => string;
};

function Plot({ days, kind, series, formatValue, max, short }: PlotProps) {
  const width = days.length * COLUMN;
  const tooltip = (day: ChartDay) =>
    `${short(day.date)}: ${day.values.map((value, index) => (series.length > 1 ? `${series[index]?.label} ${formatValue(value)}` : formatValue(value))).join(', ')}`;
  const { line, area } = kind === 'steps' ? stepPaths(days) : { line: '', area: '' };
  return (
    <>
      <span className="daily-chart__max" aria-hidden="true">
        {formatValue(max.toString())}
      </span>
      <svg
        className="daily-chart__svg"
        viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line className="daily-chart__grid" x1="0" x2={width} y1="0" y2="0" />
        <line className="daily-chart__grid" x1="0" x2={width} y1={PLOT_HEIGHT / 2} y2={PLOT_HEIGHT / 2} />
        {kind === 'steps' ? (
          <>
            <path className="daily-chart__area daily-chart--accent" d={area} />
            <path className="daily-chart__line daily-chart--accent" d={line} />
          </>
        ) : (
          barSegments(days).map((bar) => (
            <rect
              key={`${bar.x}-${bar.series}`}
              className={`daily-chart__bar daily-chart--${series[bar.series]?.tone ?? 'accent'}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            />
          ))
        )}
        <line className="daily-chart__baseline" x1="0" x2={width} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} />
        {days.map((day, index) => (
          <rect
            key={day.date}
            className="daily-chart__hit"
            x={index * COLUMN}
            y="0"
            width={COLUMN}
            height={PLOT_HEIGHT}
          >
            <title>{tooltip(day)}</title>
          </rect>
        ))}
      </svg>
    </>
  );
}

type TableProps = Omit<DailyChartProps, 'days'> & { days: ChartDay[]; dateText: (date: string) => string };

function ChartTable({ days, series, formatValue, title, dateText }: TableProps) {
  const { t } = useTranslation('app');
  const stacked = series.length > 1;
  return (
    <table className="daily-chart__table">
      <caption className="kit-sr-only">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('charts.date')}</th>
          {series.map((item) => (
            <th scope="col" key={item.label}>
              {item.label}
            </th>
          ))}
          {stacked ? <th scope="col">{t('charts.total')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{dateText(day.date)}</th>
            {day.values.map((value, index) => (
              <td key={series[index]?.label ?? index}>{formatValue(value)}</td>
            ))}
            {stacked ? <td>{formatValue(dayTotal(day).toString())}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
