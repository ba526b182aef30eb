import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GetReviewHistoryQuery, GetReviewPartiesQuery, GetReviewTotalsQuery, ListReviewsForModerationQuery, type ModerationFilter, type ModerationReview,
  type ModerationReviewPage, type ModerationSort, type ReviewHistoryEntry, GetReviewUnderDisputeQuery, type ReviewUnderDispute,
  type ReviewTotals,
} from '../contracts/moderation.queries.js';
import type { ModerationReason } from '@crew/contracts/moderation';
import type { ReviewEvent, ReviewSubmittedData } from '../domain/review-events.js';
import { describedSignal, type FraudSignal } from '../domain/fraud-rules.js';
import { EventStore } from '../event-store/event-store.js';
import { iso, uuidArray } from '../read/sql.js';
import { containsPattern } from '../../../platform/database/like-pattern.js';
import { UUID } from '../../../platform/http/uuid-param.pipe.js';
import { ReadsFromReplica } from '../../../platform/database/replica-reads.js';

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
      data: withReasons(e.data as unknown as Record<string, unknown>),
      ...e.metadata,
      recordedAt: new Date(e.recordedAt).toISOString(),
    }));
  }
}

/** Fraud signals are stored without their sentence (ADR 0034): the history reads them written from their evidence, as the lists do. */
function withReasons(data: Record<string, unknown>): Record<string, unknown> {
  return Array.isArray(data.signals) ? { ...data, signals: (data.signals as FraudSignal[]).map(describedSignal) } : data;
}

@QueryHandler(ListReviewsForModerationQuery)
export class ListReviewsForModerationHandler implements IQueryHandler<ListReviewsForModerationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ options }: ListReviewsForModerationQuery): Promise<ModerationReviewPage> {
    const limit = Math.max(0, Math.min(MAX_PAGE, Math.floor(options.limit ?? 100)));
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    const { where, params } = moderationWhere(options);
    const em = this.em.fork();
    const [reviews, [{ total }]] = await Promise.all([
      em.execute<ModerationReview[]>(
        `select r.id, r.reviewee_id as "revieweeId", r.reviewer_id as "reviewerId", r.reviewer_name as "reviewerName", r.reviewer_email as "reviewerEmail",
                r.status, r.is_verified as "isVerified", r.flagged_as_suspicious as "flaggedAsSuspicious", r.flagging_reason as "flaggingReason",
                r.fraud_signals as signals, r.is_hidden as "isHidden", r.rating, r.text, r.reviewer_position as "reviewerPosition",
                r.reviewer_vessel as "reviewerVessel", r.ip_address as "ipAddress", r.verification_notes as "verificationNotes",
                ${iso('r.created_at')} as "createdAt",
                -- The last decision on the flag, when it settled it: a live flag has none.
                (select case when d.type = 'ReviewFlagged' then null else json_build_object(
                          'kind', case d.type when 'ReviewVerified' then 'verified' else 'flag-cleared' end,
                          'actorId', d.metadata->>'actorId', 'at', ${iso('d.recorded_at')},
                          'category', d.data->'decision'->>'category', 'note', coalesce(d.data->'decision'->>'note', d.data->>'notes')) end
                 from review_events d
                 where d.stream_id = r.id and d.type in ('ReviewFlagged', 'ReviewFlagCleared', 'ReviewVerified')
                 order by d.stream_version desc limit 1) as resolution
         from reviews r ${where}
         order by ${ORDER_BY[options.sort ?? 'newest']} limit ? offset ?`,
        [...params, limit, offset],
      ),
      countReviews(em, options, where, params),
    ]);
    // Reasons are written now, from the evidence (ADR 0034): rows projected before carry v1's own.
    return { reviews: reviews.map((r) => ({ ...r, signals: r.signals.map(describedSignal) })), total };
  }
}

/**
 * The total of a moderation list. Filtered by nothing but status, verified and suspicious, it is
 * review_totals' (kept by triggers, ADR 0049): counting millions of rows per page would read
 * them all. Any other filter narrows the rows to what its own index finds, so those are counted.
 */
function countReviews(em: EntityManager, filter: ModerationFilter, where: string, params: unknown[]): Promise<Array<{ total: number }>> {
  const { suspiciousOnly, status, verified, sort: _sort, limit: _limit, offset: _offset, ...others } = filter as ModerationFilter & { sort?: unknown; limit?: unknown; offset?: unknown };
  const narrower = Object.values(others).some((value) => value !== undefined && value !== null && value !== '' && value !== 0);
  if (narrower) return em.execute(`select count(*)::int as total from reviews r ${where}`, params);
  return em.execute(
    `select coalesce(sum(count), 0)::int as total from review_totals
     where (not ?::boolean or flagged) and (?::text is null or status = ?) and (?::boolean is null or verified = ?)`,
    [suspiciousOnly === true, status ?? null, status ?? null, verified ?? null, verified ?? null],
  );
}

const ORDER_BY: Record<ModerationSort, string> = {
  newest: 'r.created_at desc, r.id desc',
  oldest: 'r.created_at asc, r.id asc',
  'most-signals': 'jsonb_array_length(r.fraud_signals) desc, r.created_at desc, r.id desc',
  'lowest-rating': 'r.rating asc, r.created_at desc, r.id desc',
};

/** The filter as SQL over `reviews r`, with its parameters in order. */
function moderationWhere(filter: ModerationFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (filter.suspiciousOnly) add('r.flagged_as_suspicious');
  if (filter.status) add('r.status = ?', filter.status);
  if (filter.verified !== undefined) add('r.is_verified = ?', filter.verified);
  if (filter.rule) add(`r.fraud_signals @> ?::jsonb`, JSON.stringify([{ rule: filter.rule }]));
  if (filter.minSignals) add('jsonb_array_length(r.fraud_signals) >= ?', filter.minSignals);
  if (filter.minFlags) add(`(select count(*) from jsonb_array_elements(r.fraud_signals) s where s->>'weight' = 'flag') >= ?`, filter.minFlags);
  if (filter.revieweeId) add('r.reviewee_id = ?', filter.revieweeId);
  if (filter.revieweeIds) add('r.reviewee_id = any(?::uuid[])', uuidArray(filter.revieweeIds));
  if (filter.reviewerId) add('r.reviewer_id = ?', filter.reviewerId);
  if (filter.reviewer?.trim()) {
    const pattern = containsPattern(filter.reviewer.trim());
    add('(r.reviewer_name ilike ? or r.reviewer_email ilike ?)', pattern, pattern);
  }
  if (filter.from) add('r.created_at >= ?', filter.from);
  if (filter.to) add('r.created_at < ?', filter.to);
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

@ReadsFromReplica()
@QueryHandler(GetReviewTotalsQuery)
export class GetReviewTotalsHandler implements IQueryHandler<GetReviewTotalsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ReviewTotals> {
    const [row] = await this.em.fork().execute<Array<Record<keyof ReviewTotals, string>>>(
      // review_totals is kept by triggers on reviews (ADR 0049): a few rows, never the whole table.
      `select coalesce(sum(count), 0) as "totalReviews", coalesce(sum(count) filter (where status = 'confirmed' and verified), 0) as "verifiedReviews",
              coalesce(sum(count) filter (where status = 'pending'), 0) as "pendingReviews", coalesce(sum(count) filter (where flagged), 0) as "suspiciousReviews"
       from review_totals`,
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

@QueryHandler(GetReviewUnderDisputeQuery)
export class GetReviewUnderDisputeHandler implements IQueryHandler<GetReviewUnderDisputeQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
  ) {}

  async execute({ reviewId }: GetReviewUnderDisputeQuery): Promise<ReviewUnderDispute | null> {
    if (!UUID.test(reviewId)) return null;
    const events = await this.store.readStream<ReviewEvent>(this.em.fork(), reviewId.toLowerCase());
    if (events[0]?.type !== 'ReviewSubmitted') return null;
    const submitted = events[0].data as ReviewSubmittedData;
    // The last decision an admin made on it (the events that carry a reason); a rule's flag is nothing to dispute yet.
    const decisionOf = (e: (typeof events)[number]) => (e.data as { decision?: ModerationReason }).decision;
    const last = events.findLast((e) => decisionOf(e));
    const reason = last && (last.type === 'ReviewDeleted' || last.type === 'ReviewFlagged') ? decisionOf(last) : undefined;
    return {
      reviewId: reviewId.toLowerCase(),
      revieweeId: submitted.revieweeId,
      reviewerId: submitted.reviewerId,
      rating: submitted.rating,
      text: submitted.text,
      decision:
        last && reason
          ? { kind: last.type === 'ReviewDeleted' ? 'removed' : 'flag-upheld', actorId: last.metadata.actorId ?? '', at: new Date(last.recordedAt).toISOString(), category: reason.category, note: reason.note }
          : null,
    };
  }
}
