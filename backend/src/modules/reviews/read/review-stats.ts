import type { EntityManager } from '@mikro-orm/postgresql';
import { SKILLS } from '../domain/review-values.js';
import type { StatsRow } from './public-reviews.js';
import { average } from './sql.js';

export interface ReviewNumbers {
  totalReviews: number;
  verifiedReviews: number;
  pendingReviews: number;
  averageRating: number;
}

/** The owner's numbers of a stats row. */
export function reviewNumbersOf(row: Pick<StatsRow, 'total' | 'verified' | 'pending' | 'sum'>): ReviewNumbers {
  return { totalReviews: row.total, verifiedReviews: row.verified, pendingReviews: row.pending, averageRating: average(row.sum, row.total) };
}

/** A person's numbers from the review_stats projection; zeros when they have no reviews. */
export async function reviewNumbers(em: EntityManager, userId: string): Promise<ReviewNumbers> {
  const rows = await em.execute<Array<{ total: number; verified: number; pending: number; sum: number }>>(
    'select total_reviews as total, verified_reviews as verified, pending_reviews as pending, rating_sum::float8 as sum from review_stats where user_id = ?',
    [userId],
  );
  return reviewNumbersOf(rows[0] ?? { total: 0, verified: 0, pending: 0, sum: 0 });
}

/** Average score per assessed skill over counted confirmed reviews (each reviewer once), in display order, rated skills only. */
export async function skillAverages(em: EntityManager, userId: string): Promise<Array<{ name: string; averageRating: number }>> {
  const rows = await em.execute<Array<{ skill: string; sum: number; count: number }>>(
    'select skill, rating_sum::float8 as sum, rating_count as count from review_skill_stats where user_id = ?',
    [userId],
  );
  return SKILLS.flatMap(({ key, label }) => {
    const row = rows.find((r) => r.skill === key);
    return row && row.count > 0 ? [{ name: label, averageRating: average(row.sum, row.count) }] : [];
  });
}
