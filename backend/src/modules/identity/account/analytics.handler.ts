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
      // user_sign_up_weeks (kept by triggers on users): a row per week, however many signed up.
      `select to_char(week_start, 'YYYY-MM-DD') as "weekStart", count::int as count
       from user_sign_up_weeks where week_start >= (?::timestamptz at time zone 'UTC')::date and count <> 0 order by 1`,
      [since],
    );
  }
}
