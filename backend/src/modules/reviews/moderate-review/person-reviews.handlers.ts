import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  ListReviewModerationOfPersonQuery, ListReviewsOfPersonQuery, MODERATION_EVENT_TYPES, type PersonReview, type PersonReviewPage, type ReviewModerationEvent,
} from '../contracts/person-reviews.queries.js';
import { iso } from '../read/sql.js';

const MAX_PAGE = 200;
const clamp = (limit: number) => Math.max(0, Math.min(MAX_PAGE, Math.floor(limit)));

/**
 * Standing reviews come from the read table; deleted ones only live on in the event log, found
 * through their ReviewSubmitted (indexed by reviewer and reviewee, review_events_submitted_*).
 */
@QueryHandler(ListReviewsOfPersonQuery)
export class ListReviewsOfPersonHandler implements IQueryHandler<ListReviewsOfPersonQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ options }: ListReviewsOfPersonQuery): Promise<PersonReviewPage> {
    const [mine, other] = options.side === 'written' ? ['reviewer', 'reviewee'] : ['reviewee', 'reviewer'];
    const rows = await this.em.fork().execute<Array<PersonReview & { total: number }>>(
      `with mine as (
         select id, ${other}_id as other_id, status::text, is_verified, flagged_as_suspicious, is_hidden, rating::int, created_at, null::timestamptz as deleted_at
         from reviews where ${mine}_id = ?
         union all
         select s.stream_id, (s.data->>'${other}Id')::uuid, 'deleted', false, false, false, (s.data->>'rating')::int, s.recorded_at, d.recorded_at
         from review_events s join review_events d on d.stream_id = s.stream_id and d.type = 'ReviewDeleted'
         where s.type = 'ReviewSubmitted' and s.data->>'${mine}Id' = ?
       )
       select id, other_id as "otherPartyId", status, is_verified as "isVerified", flagged_as_suspicious as "flaggedAsSuspicious", is_hidden as "isHidden",
              rating, ${iso('created_at')} as "createdAt", ${iso('deleted_at')} as "deletedAt", (count(*) over ())::int as total
       from mine order by created_at desc, id desc limit ? offset ?`,
      [options.userId, options.userId, clamp(options.limit), Math.max(0, Math.floor(options.offset ?? 0))],
    );
    const total = rows[0]?.total ?? (options.offset ? await this.count(options.userId, mine) : 0);
    return { reviews: rows.map(({ total: _, ...review }) => review), total };
  }

  /** Past the last page the window count has no row to ride on. */
  private async count(userId: string, mine: string): Promise<number> {
    const [row] = await this.em.fork().execute<Array<{ total: number }>>(
      `select ((select count(*) from reviews where ${mine}_id = ?)
             + (select count(*) from review_events s join review_events d on d.stream_id = s.stream_id and d.type = 'ReviewDeleted'
                where s.type = 'ReviewSubmitted' and s.data->>'${mine}Id' = ?))::int as total`,
      [userId, userId],
    );
    return row.total;
  }
}

@QueryHandler(ListReviewModerationOfPersonQuery)
export class ListReviewModerationOfPersonHandler implements IQueryHandler<ListReviewModerationOfPersonQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ options }: ListReviewModerationOfPersonQuery): Promise<{ events: ReviewModerationEvent[]; total: number }> {
    const rows = await this.em.fork().execute<Array<ReviewModerationEvent & { total: number }>>(
      `select e.stream_id as "reviewId", case when s.data->>'reviewerId' = ? then 'written' else 'received' end as side, e.type,
              -- A flag raised at submission was recorded with the reviewer's request, but the fraud rules raised it (flaggedBy null).
              case when e.type = 'ReviewFlagged' then e.data->>'flaggedBy' else e.metadata->>'actorId' end as "actorId", e.data->'reason' as reason, e.data->>'notes' as notes, ${iso('e.recorded_at')} as "recordedAt",
              (count(*) over ())::int as total
       from review_events s join review_events e on e.stream_id = s.stream_id and e.type = any(?::text[])
       where s.type = 'ReviewSubmitted' and (s.data->>'reviewerId' = ? or s.data->>'revieweeId' = ?)
       order by e.position desc limit ?`,
      [options.userId, `{${MODERATION_EVENT_TYPES.join(',')}}`, options.userId, options.userId, clamp(options.limit)],
    );
    return { events: rows.map(({ total: _, ...event }) => event), total: rows[0]?.total ?? 0 };
  }
}
