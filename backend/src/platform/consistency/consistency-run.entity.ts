import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { KindResult } from './consistency-checker.js';

/**
 * One run of the consistency check (the worker's schedule or the command line), kept for the
 * System tab and the metrics: when, whether it repaired, and per kind the differing rows with a
 * few samples. A run names rows by key only (ids, never personal data).
 */
@Entity({ tableName: 'consistency_runs' })
export class ConsistencyRun {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'datetime' })
  startedAt: Date;

  @Property({ type: 'datetime' })
  finishedAt: Date;

  @Property({ type: 'boolean' })
  repaired: boolean;

  /** Rows that differed over all kinds (kinds that could not be checked count one each). */
  @Property({ type: 'integer' })
  differing: number;

  @Property({ type: 'json' })
  kinds: KindResult[];
}
