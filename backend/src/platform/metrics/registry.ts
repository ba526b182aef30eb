import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * Every figure lives on prom-client's default registry, so a gauge another part of the
 * product registers there is scraped with the rest. Getters instead of module-level `new`:
 * `npm start` runs the API and the worker in one process (one registry, one /metrics), and
 * tests build several apps in one process; a second `new Counter` of the same name throws.
 */
export const METRIC_PREFIX = 'crew_';

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return (register.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames });
}

export function histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
  return (register.getSingleMetric(name) as Histogram<L> | undefined) ?? new Histogram({ name, help, labelNames, buckets });
}

export interface Sample<L extends string> {
  labels: Partial<Record<L, string>>;
  value: number;
}

/** Answers the current values of a gauge when scraped; may query the database or Redis. */
export type SampleSource<L extends string> = () => Promise<Array<Sample<L>>>;

const sourcesByGauge = new Map<string, Set<SampleSource<string>>>();

/**
 * A gauge computed on scrape from sources that running apps add and remove (an app adds its
 * own on start, removes it on close). Values are read only when Prometheus asks, so an
 * expensive count costs one query per scrape, never one per request. A source that fails
 * (the database is down) leaves its samples out and counts a scrape error.
 */
export function scrapedGauge<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  let sources = sourcesByGauge.get(name) as Set<SampleSource<L>> | undefined;
  if (!sources) {
    const created = new Set<SampleSource<L>>();
    sources = created;
    sourcesByGauge.set(name, created as Set<SampleSource<string>>);
    new Gauge<L>({
      name,
      help,
      labelNames,
      async collect() {
        this.reset();
        for (const source of created) {
          try {
            for (const { labels, value } of await source()) this.set(labels as Record<L, string>, value);
          } catch {
            scrapeErrors().inc({ gauge: name });
          }
        }
      },
    });
  }
  const own = sources;
  return {
    add(source: SampleSource<L>): () => void {
      own.add(source);
      return () => own.delete(source);
    },
  };
}

const scrapeErrors = () => counter('crew_metrics_scrape_errors_total', 'Gauges whose values could not be read during a scrape (database or Redis unreachable).', ['gauge']);

/** Node's own figures (CPU, memory, event loop lag, GC, handles), under their usual names. */
export function collectProcessMetricsOnce() {
  if (register.getSingleMetric('process_cpu_user_seconds_total')) return;
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
}

export { register };
