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
      `select to_char(date_trunc('week', recorded_at at time zone 'UTC'), 'YYYY-MM-DD') as "weekStart",
              (count(*) filter (where type = 'ReviewSubmitted'))::int as reviews,
              (count(*) filter (where type = 'ReviewFlagged'))::int as "flagsRaised",
              (count(*) filter (where type in ('ReviewFlagCleared', 'ReviewVerified')))::int as "flagsCleared"
       from review_events
       where recorded_at >= ? and type in ('ReviewSubmitted', 'ReviewFlagged', 'ReviewFlagCleared', 'ReviewVerified')
       group by 1 order by 1`,
      [since],
    );
  }
}
