import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReviewSummary } from '../contracts/get-review-summary.query.js';
import type { PublicReview } from '../contracts/list-public-reviews.query.js';
import { ASSESSMENT_SCORES, SKILLS } from '../domain/review-values.js';
import { average, iso } from './sql.js';

const score = (column: string) =>
  `case ${column} ${Object.entries(ASSESSMENT_SCORES).map(([value, points]) => `when '${value}' then ${points}`).join(' ')} end`;

/**
 * The public profile's numbers: only reviews the owner confirmed and has not hidden count,
 * so a hidden or unconfirmed review leaves no trace on a shared profile (spec section 4:
 * hidden reviews are removed from the public profile). The owner's own dashboard keeps the
 * full numbers from the review_stats projection.
 */
export async function publicSummary(em: EntityManager, userId: string): Promise<ReviewSummary> {
  const skillColumns = SKILLS.map(({ key }, i) => {
    const column = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    return `coalesce(sum(${score(column)}), 0)::int as s${i}, count(${column})::int as c${i}`;
  }).join(', ');
  const [row] = await em.execute<Array<Record<string, number>>>(
    `select count(*)::int as total, count(*) filter (where is_verified)::int as verified, coalesce(sum(rating), 0)::int as rating_sum, ${skillColumns}
     from reviews where reviewee_id = ? and status = 'confirmed' and not is_hidden`,
    [userId],
  );
  return {
    totalReviews: row.total,
    verifiedReviews: row.verified,
    averageRating: average(row.rating_sum, row.total),
    skills: SKILLS.flatMap(({ label }, i) => (row[`c${i}`] > 0 ? [{ name: label, averageRating: average(row[`s${i}`], row[`c${i}`]) }] : [])),
  };
}

/** Publicly displayable: confirmed, verified, not hidden. */
const PUBLIC_REVIEWS = `select id, status, is_verified as "isVerified", rating, text, context, duration, reviewer_name as "reviewerName",
  reviewer_work_position as "reviewerWorkPosition", ${iso('created_at')} as "createdAt"
  from reviews where status = 'confirmed' and is_verified and not is_hidden`;

/** A person's public reviews, newest first. */
export function publicReviews(em: EntityManager, userId: string, limit: number): Promise<PublicReview[]> {
  return em.execute(`${PUBLIC_REVIEWS} and reviewee_id = ? order by created_at desc, id desc limit ?`, [userId, limit]);
}

/** One review as the public sees it, or null when it is not public (or gone). */
export async function publicReview(em: EntityManager, reviewId: string): Promise<PublicReview | null> {
  const rows = await em.execute<PublicReview[]>(`${PUBLIC_REVIEWS} and id = ?`, [reviewId]);
  return rows[0] ?? null;
}
