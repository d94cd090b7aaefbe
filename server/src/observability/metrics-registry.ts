/**
 * A small Prometheus text exposition (format 0.0.4): counters, gauges and histograms with labels, plus
 * collectors run at scrape time. Hand-written rather than prom-client: the server needs five series, this is
 * under 150 lines with no dependency, and each instance (and each test app) gets its own registry.
 */
type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels) => {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return pairs.length > 0 ? `{${pairs.join(',')}}` : '';
};
const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort());
const num = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : '-Inf');

interface Metric {
  render(): string[];
}

export class Counter implements Metric {
  readonly #values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels = {}, by = 1): void {
    const key = keyOf(labels);
    const entry = this.#values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.#values.set(key, entry);
  }
  render(): string[] {
    return [
      `# HELP ${this.name} ${this.help}`,
      `# TYPE ${this.name} counter`,
      ...[...this.#values.values()].map((e) => `${this.name}${labelText(e.labels)} ${num(e.value)}`),
    ];
  }
}

export class Gauge implements Metric {
  #values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  set(labels: Labels, value: number): void {
    this.#values.set(keyOf(labels), { labels, value });
  }
  /** Replaces every series at once (a collector's fresh reading). */
  reset(): void {
    this.#values = new Map();
  }
  render(): string[] {
    return [
      `# HELP ${this.name} ${this.help}`,
      `# TYPE ${this.name} gauge`,
      ...[...this.#values.values()].map((e) => `${this.name}${labelText(e.labels)} ${num(e.value)}`),
    ];
  }
}

/** One labelled series of a histogram, resolved once: observing it is a few additions. */
export interface HistogramSeries {
  observe(value: number): void;
}

export class Histogram implements Metric {
  readonly #series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    this.series(labels).observe(value);
  }

  /** The series of `labels`, created on first use; keep it to observe without resolving the labels again. */
  series(labels: Labels): HistogramSeries {
    const key = keyOf(labels);
    let series = this.#series.get(key);
    if (!series) {
      series = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    const { counts } = series;
    const { buckets } = this;
    const entry = series;
    return {
      observe(value) {
        for (let i = 0; i < buckets.length; i++)
          if (value <= (buckets[i] ?? 0)) counts[i] = (counts[i] ?? 0) + 1;
        entry.sum += value;
        entry.count += 1;
      },
    };
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const s of this.#series.values()) {
      this.buckets.forEach((le, i) => {
        lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: num(le) })} ${s.counts[i]}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
      lines.push(`${this.name}_sum${labelText(s.labels)} ${s.sum}`);
      lines.push(`${this.name}_count${labelText(s.labels)} ${s.count}`);
    }
    return lines;
  }
}

export class MetricsRegistry {
  readonly #metrics: Metric[] = [];
  readonly #collectors: (() => Promise<void>)[] = [];

  counter(name: string, help: string): Counter {
    return this.#add(new Counter(name, help));
  }
  gauge(name: string, help: string): Gauge {
    return this.#add(new Gauge(name, help));
  }
  histogram(name: string, help: string, buckets: readonly number[]): Histogram {
    return this.#add(new Histogram(name, help, buckets));
  }
  /** Runs before each scrape (database counts, the chain head); a failing collector leaves its last values. */
  collect(collector: () => Promise<void>): void {
    this.#collectors.push(collector);
  }

  async render(): Promise<string> {
    await Promise.all(this.#collectors.map((collect) => collect().catch(() => undefined)));
    return `${this.#metrics.flatMap((m) => m.render()).join('\n')}\n`;
  }

  #add<M extends Metric>(metric: M): M {
    this.#metrics.push(metric);
    return metric;
  }
}
