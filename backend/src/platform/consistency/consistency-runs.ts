import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ConsistencyResult, totalDiffering } from './consistency-checker.js';
import { ConsistencyRun } from './consistency-run.entity.js';

/** Runs kept: enough to see when a difference appeared, never a growing table. */
const KEPT_RUNS = 30;

/** Where the consistency check's runs are kept and read back (System tab, metrics at start). */
@Injectable()
export class ConsistencyRuns {
  constructor(private readonly em: EntityManager) {}

  async record(result: ConsistencyResult): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await em.execute('insert into consistency_runs (started_at, finished_at, repaired, differing, kinds) values (?, ?, ?, ?, ?::jsonb)', [
        result.startedAt,
        result.finishedAt,
        result.repair,
        totalDiffering(result),
        JSON.stringify(result.kinds),
      ]);
      await em.execute(`delete from consistency_runs where id not in (select id from consistency_runs order by id desc limit ${KEPT_RUNS})`);
    });
  }

  async last(): Promise<ConsistencyRun | null> {
    const [last] = await this.em.fork().find(ConsistencyRun, {}, { orderBy: { id: 'desc' }, limit: 1 });
    return last ?? null;
  }
}
