/**
 * Geometry of the daily charts, from integer amounts (decimal strings of base units or whole power) with
 * bigint arithmetic: only the final ratio to the tallest day becomes a float, and only for pixels.
 */

/** The plot's SVG coordinates: one 10-unit column per day, 100 units tall (stretched to the box). */
export const COLUMN = 10;
export const PLOT_HEIGHT = 100;
const BAR_GAP = 2;
const RATIO_STEPS = 10_000n;

export interface ChartDay {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  /** One value per series (stacked bottom to top), integer decimal strings. */
  values: string[];
}

export interface BarSegment {
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const toBigInt = (value: string) => (/^(0|[1-9]\d*)$/.test(value) ? BigInt(value) : 0n);

export const dayTotal = (day: ChartDay) => day.values.reduce((sum, value) => sum + toBigInt(value), 0n);

/** The tallest day's total (what the top of the plot stands for); 0 when every day is zero. */
export function chartMaximum(days: readonly ChartDay[]): bigint {
  let max = 0n;
  for (const day of days) {
    const total = dayTotal(day);
    if (total > max) max = total;
  }
  return max;
}

/** Height in plot units of `value` when `max` fills the plot. */
function scaled(value: bigint, max: bigint): number {
  if (max === 0n) return 0;
  return (Number((value * RATIO_STEPS) / max) / Number(RATIO_STEPS)) * PLOT_HEIGHT;
}

/** Stacked bars: one rectangle per non-zero value, series 0 at the bottom. */
export function barSegments(days: readonly ChartDay[]): BarSegment[] {
  const max = chartMaximum(days);
  const segments: BarSegment[] = [];
  days.forEach((day, index) => {
    let below = 0n;
    day.values.forEach((value, series) => {
      const amount = toBigInt(value);
      if (amount === 0n) return;
      const bottom = PLOT_HEIGHT - scaled(below, max);
      const top = PLOT_HEIGHT - scaled(below + amount, max);
      // A day worth less than a hair of the tallest still shows as a sliver, not as nothing.
      const height = Math.max(bottom - top, 0.6);
      segments.push({
        series,
        x: index * COLUMN + BAR_GAP / 2,
        y: bottom - height,
        width: COLUMN - BAR_GAP,
        height,
      });
      below += amount;
    });
  });
  return segments;
}

/** A step line through the first series (a level held for the day), and the same outline closed for its area. */
export function stepPaths(days: readonly ChartDay[]): { line: string; area: string } {
  const max = chartMaximum(days);
  if (days.length === 0) return { line: '', area: '' };
  const points = days.flatMap((day, index) => {
    const y = PLOT_HEIGHT - scaled(toBigInt(day.values[0] ?? '0'), max);
    return [`${index * COLUMN},${y}`, `${(index + 1) * COLUMN},${y}`];
  });
  const line = `M${points.join('L')}`;
  return { line, area: `${line}L${days.length * COLUMN},${PLOT_HEIGHT}L0,${PLOT_HEIGHT}Z` };
}

/** The sum over every day and series. */
export function windowTotal(days: readonly ChartDay[]): bigint {
  return days.reduce((sum, day) => sum + dayTotal(day), 0n);
}

/** The first day with the largest total, or null for no days. */
export function busiestDay(days: readonly ChartDay[]): ChartDay | null {
  const max = chartMaximum(days);
  return days.find((day) => dayTotal(day) === max) ?? null;
}
