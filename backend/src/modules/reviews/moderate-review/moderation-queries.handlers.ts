import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GetReviewHistoryQuery, GetReviewPartiesQuery, GetReviewTotalsQuery, ListReviewsForModerationQuery, type ModerationReview, type ReviewHistoryEntry,
  type ReviewTotals,
} from '../contracts/moderation.queries.js';
import { EventStore } from '../event-store/event-store.js';
import { iso, uuidArray } from '../read/sql.js';
import { UUID } from '../../../platform/http/uuid-param.pipe.js';

const MAX_PAGE = 500;

@QueryHandler(GetReviewHistoryQuery)
export class GetReviewHistoryHandler implements IQueryHandler<GetReviewHistoryQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
  ) {}

  async execute({ reviewId }: GetReviewHistoryQuery): Promise<ReviewHistoryEntry[] | null> {
    if (!UUID.test(reviewId)) return null;
    const em = this.em.fork();
    const own = await this.store.readStream(em, reviewId.toLowerCase());
    if (own.length === 0 || own[0].streamType !== 'review') return null;
    const requestId = (own[0].data as { requestId: string }).requestId;
    const all = [...(await this.store.readStream(em, requestId)), ...own].sort((a, b) => Number(a.position) - Number(b.position));
    return all.map((e) => ({
      stream: e.streamType,
      type: e.type,
      typeVersion: e.typeVersion,
      data: e.data as unknown as Record<string, unknown>,
      ...e.metadata,
      recordedAt: new Date(e.recordedAt).toISOString(),
    }));
  }
}

@QueryHandler(ListReviewsForModerationQuery)
export class ListReviewsForModerationHandler implements IQueryHandler<ListReviewsForModerationQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ options }: ListReviewsForModerationQuery): Promise<ModerationReview[]> {
    const limit = Math.max(0, Math.min(MAX_PAGE, Math.floor(options.limit ?? 100)));
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    return this.em.fork().execute(
      `select id, reviewee_id as "revieweeId", reviewer_id as "reviewerId", reviewer_name as "reviewerName", reviewer_email as "reviewerEmail",
              status, is_verified as "isVerified", flagged_as_suspicious as "flaggedAsSuspicious", flagging_reason as "flaggingReason", fraud_signals as signals,
              is_hidden as "isHidden", rating, text, reviewer_position as "reviewerPosition", reviewer_vessel as "reviewerVessel",
              ip_address as "ipAddress", verification_notes as "verificationNotes", ${iso('created_at')} as "createdAt"
       from reviews ${options.suspiciousOnly ? 'where flagged_as_suspicious' : ''}
       order by created_at desc, id desc limit ? offset ?`,
      [limit, offset],
    );
  }
}

@QueryHandler(GetReviewTotalsQuery)
export class GetReviewTotalsHandler implements IQueryHandler<GetReviewTotalsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ReviewTotals> {
    const [row] = await this.em.fork().execute<Array<Record<keyof ReviewTotals, string>>>(
      `select count(*) as "totalReviews", count(*) filter (where status = 'confirmed' and is_verified) as "verifiedReviews",
              count(*) filter (where status = 'pending') as "pendingReviews", count(*) filter (where flagged_as_suspicious) as "suspiciousReviews"
       from reviews`,
    );
    return {
      totalReviews: Number(row.totalReviews),
      verifiedReviews: Number(row.verifiedReviews),
      pendingReviews: Number(row.pendingReviews),
      suspiciousReviews: Number(row.suspiciousReviews),
    };
  }
}

@QueryHandler(GetReviewPartiesQuery)
export class GetReviewPartiesHandler implements IQueryHandler<GetReviewPartiesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reviewIds }: GetReviewPartiesQuery) {
    const ids = [...new Set(reviewIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    if (ids.length === 0) return [];
    // The submission names both people and outlives a deletion of the review.
    return this.em.fork().execute<Array<{ id: string; revieweeId: string; reviewerId: string | null }>>(
      `select stream_id as id, data->>'revieweeId' as "revieweeId", data->>'reviewerId' as "reviewerId"
       from review_events where stream_id = any(?::uuid[]) and stream_version = 1 and type = 'ReviewSubmitted'`,
      [uuidArray(ids)],
    );
  }
}
