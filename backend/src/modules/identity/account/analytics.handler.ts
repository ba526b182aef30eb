import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountSignUpsPerWeekQuery } from '../contracts/analytics.js';
import { ReadsFromReplica } from '../../../platform/database/replica-reads.js';

@ReadsFromReplica()
@QueryHandler(CountSignUpsPerWeekQuery)
export class CountSignUpsPerWeekHandler implements IQueryHandler<CountSignUpsPerWeekQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ since }: CountSignUpsPerWeekQuery) {
    return this.em.fork().execute<Array<{ weekStart: string; count: number }>>(
      `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as "weekStart", count(*)::int as count
       from users where created_at >= ? group by 1 order by 1`,
      [since],
    );
  }
}
