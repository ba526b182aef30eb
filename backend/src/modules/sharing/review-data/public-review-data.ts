import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicReview } from '../../reviews/contracts/list-public-reviews.query.js';
import { NO_REVIEWS, type PublicServiceConfirmation, type PublicSummary } from '../public-profile-document/public-profile-document.js';

/** A person's public review numbers from sharing_review_summaries; zeros before any review. */
export async function publicReviewSummary(em: EntityManager, userId: string): Promise<PublicSummary> {
  const rows = await em.execute<Array<{ summary: PublicSummary }>>('select summary from sharing_review_summaries where user_id = ?', [userId]);
  return rows[0]?.summary ?? NO_REVIEWS;
}

/** A person's public reviews from sharing_public_reviews, newest first. */
export async function publicReviewList(em: EntityManager, userId: string, limit: number): Promise<PublicReview[]> {
  const rows = await em.execute<Array<{ review: PublicReview }>>(
    'select review from sharing_public_reviews where reviewee_id = ? and review is not null order by created_at desc, review_id desc limit ?',
    [userId, limit],
  );
  return rows.map((r) => r.review);
}

/** How many of a person's public reviews say 'Served together' (ADR 0027): counted in the profile's statistics. */
export async function servedTogetherCount(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from sharing_public_reviews where reviewee_id = ? and jsonb_typeof(review->'servedTogether') = 'object'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** The person's public reviews whose reviewer confirmed their sea service, oldest first (ADR 0027). */
export async function serviceConfirmations(em: EntityManager, userId: string): Promise<PublicServiceConfirmation[]> {
  return em.execute<PublicServiceConfirmation[]>(
    `select review->>'reviewerName' as name, review->'servedTogether'->>'vesselName' as "vesselName",
            review->'servedTogether'->>'from' as "from", review->'servedTogether'->>'to' as "to"
     from sharing_public_reviews where reviewee_id = ? and review->'servedTogether'->>'serviceConfirmed' = 'true'
     order by created_at, review_id`,
    [userId],
  );
}
