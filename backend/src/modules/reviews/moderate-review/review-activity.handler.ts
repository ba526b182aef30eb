import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetReviewActivityPerWeekQuery, type ReviewActivityWeek } from '../contracts/analytics.js';
import { ReadsFromReplica } from '../../../platform/database/replica-reads.js';

/**
 * Counted from the event log, not the read tables: a deleted review still happened, and a
 * cleared flag leaves no trace in the reviews table.
 */
@ReadsFromReplica()
@QueryHandler(GetReviewActivityPerWeekQuery)
export class GetReviewActivityPerWeekHandler implements IQueryHandler<GetReviewActivityPerWeekQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ since }: GetReviewActivityPerWeekQuery): Promise<ReviewActivityWeek[]> {
    return this.em.fork().execute(
      // review_activity_weeks is kept by a trigger on the log (ADR 0049): twelve weeks of a few rows, not the events themselves.
      `select to_char(week_start, 'YYYY-MM-DD') as "weekStart",
              coalesce(sum(count) filter (where type = 'ReviewSubmitted'), 0)::int as reviews,
              coalesce(sum(count) filter (where type = 'ReviewFlagged'), 0)::int as "flagsRaised",
              coalesce(sum(count) filter (where type in ('ReviewFlagCleared', 'ReviewVerified')), 0)::int as "flagsCleared"
       from review_activity_weeks
       where week_start >= date_trunc('week', ?::timestamptz at time zone 'UTC')::date
       group by 1 order by 1`,
      [since],
    );
  }
}
