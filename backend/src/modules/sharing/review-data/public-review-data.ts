import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicReview } from '../../reviews/contracts/list-public-reviews.query.js';
import { NO_REVIEWS, type PublicSummary } from '../public-profile-document/public-profile-document.js';

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
