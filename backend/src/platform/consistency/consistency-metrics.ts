import { Gauge, register } from 'prom-client';
import type { ConsistencyResult } from './consistency-checker.js';

const DIFFERING = 'crew_consistency_differing_rows';
const LAST_RUN = 'crew_consistency_last_run_timestamp_seconds';

/**
 * On prom-client's default registry, which /metrics serves. Created once per process: several
 * Nest apps in one process (tests) share them.
 */
function gauges() {
  const differing =
    (register.getSingleMetric(DIFFERING) as Gauge<'kind'> | undefined) ??
    new Gauge({ name: DIFFERING, help: 'Read-model rows that differ from what their sources say, by kind, at the last consistency check', labelNames: ['kind'] });
  const lastRun =
    (register.getSingleMetric(LAST_RUN) as Gauge | undefined) ?? new Gauge({ name: LAST_RUN, help: 'When the last consistency check finished (Unix time)' });
  return { differing, lastRun };
}

/** Publishes a run's figures: a kind that could not be checked shows as 1 differing row. */
export function publishConsistencyMetrics(result: Pick<ConsistencyResult, 'finishedAt' | 'kinds'>): void {
  const { differing, lastRun } = gauges();
  for (const kind of result.kinds) differing.set({ kind: kind.kind }, kind.differing + (kind.error ? 1 : 0));
  lastRun.set(result.finishedAt.getTime() / 1000);
}
