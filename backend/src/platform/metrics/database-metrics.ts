import { DefaultLogger, type LogContext, type LoggerOptions } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { histogram, scrapedGauge } from './registry.js';

const STATEMENTS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint', 'release']);
/** Seconds; an indexed read takes a millisecond, a replay or rebuild batch up to seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The statement's kind, never its text: the text holds values and would explode the series. */
export function statementKind(query: string): string {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(query)?.[1]?.toLowerCase() ?? 'other';
  return STATEMENTS.has(word) ? word : 'other';
}

/**
 * MikroORM's logger, which the ORM calls with every statement's duration whether or not
 * query logging is on: the place to time queries without wrapping the driver.
 */
class QueryTimingLogger extends DefaultLogger {
  private readonly durations = histogram('crew_db_query_duration_seconds', 'Time PostgreSQL statements took, by kind and outcome.', ['pool', 'statement', 'outcome'], BUCKETS);

  constructor(
    options: LoggerOptions,
    private readonly pool: string,
  ) {
    super(options);
  }

  override logQuery(context: { query: string } & LogContext): void {
    if (context.took !== undefined) {
      this.durations.observe({ pool: this.pool, statement: statementKind(context.query), outcome: context.level === 'error' ? 'error' : 'ok' }, context.took / 1000);
    }
    super.logQuery(context);
  }
}

/** ORM settings that time every statement under the pool's name (`api` or `worker`). */
export function queryTimingOptions(pool: string) {
  return { loggerFactory: (options: LoggerOptions) => new QueryTimingLogger(options, pool) };
}

export const DATABASE_POOL_NAME = 'DATABASE_POOL_NAME';

const poolGauge = () => scrapedGauge('crew_db_pool_connections', 'PostgreSQL connections of the pool: total open, idle, and requests waiting for one.', ['pool', 'state']);

/** Adds this process's pool figures to the scrape while the app runs. */
@Injectable()
export class DatabasePoolMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private remove: (() => void) | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_POOL_NAME) private readonly pool: string,
  ) {}

  onApplicationBootstrap() {
    const connection = this.orm.em.getConnection();
    this.remove = poolGauge().add(async () => {
      const pg = (await connection.getNativeClient()) as Pool;
      return [
        { labels: { pool: this.pool, state: 'total' }, value: pg.totalCount },
        { labels: { pool: this.pool, state: 'idle' }, value: pg.idleCount },
        { labels: { pool: this.pool, state: 'waiting' }, value: pg.waitingCount },
      ];
    });
  }

  onApplicationShutdown() {
    this.remove?.();
  }
}
