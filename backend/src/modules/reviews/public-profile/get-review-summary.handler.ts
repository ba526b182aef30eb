import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetReviewSummaryQuery, type ReviewSummary } from '../contracts/get-review-summary.query.js';
import { ASSESSMENT_SCORES, SKILLS } from '../domain/review-values.js';
import { average } from '../read/sql.js';

const score = (column: string) =>
  `case ${column} ${Object.entries(ASSESSMENT_SCORES).map(([value, points]) => `when '${value}' then ${points}`).join(' ')} end`;

/**
 * The public profile's numbers: only reviews the owner confirmed and has not hidden count,
 * so a hidden or unconfirmed review leaves no trace on a shared profile (spec section 4:
 * hidden reviews are removed from the public profile). The owner's own dashboard keeps the
 * full numbers from the review_stats projection.
 */
@QueryHandler(GetReviewSummaryQuery)
export class GetReviewSummaryHandler implements IQueryHandler<GetReviewSummaryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetReviewSummaryQuery): Promise<ReviewSummary> {
    const skillColumns = SKILLS.map(({ key }, i) => {
      const column = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      return `coalesce(sum(${score(column)}), 0)::int as s${i}, count(${column})::int as c${i}`;
    }).join(', ');
    const [row] = await this.em.fork().execute<Array<Record<string, number>>>(
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
}
