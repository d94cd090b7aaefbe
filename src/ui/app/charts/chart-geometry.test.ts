import { describe, expect, it } from 'vitest';
import { barSegments, chartMaximum, PLOT_HEIGHT, stepPaths } from './chart-geometry';

const huge = (10n ** 30n).toString();

describe('chart geometry', () => {
  it('scales stacked bars to the tallest day exactly, amounts beyond 2^53 included', () => {
    const days = [
      { date: '2026-01-01', values: [huge, huge] },
      { date: '2026-01-02', values: ['0', '0'] },
      { date: '2026-01-03', values: [(10n ** 30n / 2n).toString(), '0'] },
    ];
    expect(chartMaximum(days)).toBe(2n * 10n ** 30n);
    const segments = barSegments(days);
    expect(segments.map(({ series, y, height }) => ({ series, y, height }))).toEqual([
      { series: 0, y: PLOT_HEIGHT / 2, height: PLOT_HEIGHT / 2 },
      { series: 1, y: 0, height: PLOT_HEIGHT / 2 },
      { series: 0, y: PLOT_HEIGHT * 0.75, height: PLOT_HEIGHT / 4 },
    ]);
    expect(segments[2]?.x).toBeGreaterThan(segments[0]?.x ?? 0);
  });

  it('keeps a tiny day visible and draws nothing for an all-zero window or a malformed value', () => {
    const tiny = barSegments([
      { date: '2026-01-01', values: [huge] },
      { date: '2026-01-02', values: ['1'] },
    ]);
    expect(tiny[1]?.height).toBeGreaterThan(0);
    expect(barSegments([{ date: '2026-01-01', values: ['0', '-5', 'abc'] }])).toEqual([]);
    expect(chartMaximum([{ date: '2026-01-01', values: ['1e18'] }])).toBe(0n);
  });

  it('draws power as steps held through each day, the last one at the top', () => {
    const { line, area } = stepPaths([
      { date: '2026-01-01', values: ['0'] },
      { date: '2026-01-02', values: ['10'] },
    ]);
    expect(line).toBe('M0,100L10,100L10,0L20,0');
    expect(area).toBe(`${line}L20,100L0,100Z`);
  });
});
