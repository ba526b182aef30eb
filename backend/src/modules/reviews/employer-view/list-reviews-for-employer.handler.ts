import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EmployerReview, type EmployerReviews, ListReviewsForEmployerQuery, type ReviewerDetails } from '../contracts/employer-reviews.query.js';
import { countsAndShows } from '../read/counted.js';
import { average, iso } from '../read/sql.js';

/** More than any crew member has; the list is the whole record, not a page. */
const MAX_REVIEWS = 500;

type Row = Omit<EmployerReview, 'reviewerDetails'> & ReviewerDetails & { reviewerId: string };

@QueryHandler(ListReviewsForEmployerQuery)
export class ListReviewsForEmployerHandler implements IQueryHandler<ListReviewsForEmployerQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, withReviewerDetails }: ListReviewsForEmployerQuery): Promise<EmployerReviews> {
    const rows = await this.em.fork().execute<Row[]>(
      `select id, reviewer_id as "reviewerId", rating, text, context, duration, skills, reviewer_name as "reviewerName", reviewer_work_position as "reviewerWorkPosition",
              ${iso('created_at')} as "createdAt",
              case when served_together is null then null
                   else json_build_object('vesselName', served_together->>'vesselName', 'from', served_together->>'from',
                     'to', served_together->>'to', 'serviceConfirmed', service_confirmed) end as "servedTogether",
              reviewer_position as "reviewerPosition", reviewer_vessel as "reviewerVessel", reviewer_company as "reviewerCompany",
              verification_method as "verificationMethod", ip_address as "ipAddress", verification_notes as "verificationNotes"
       from reviews where reviewee_id = ? and status = 'confirmed' and is_verified and not is_hidden and ${countsAndShows('reviews')}
       order by created_at desc, id desc limit ?`,
      [userId, MAX_REVIEWS],
    );
    return { reviews: rows.map((r) => employerReview(r, withReviewerDetails)), ...verifiedNumbers(rows) };
  }
}

/**
 * The numbers over the reviews shown, by the counting rule (ADR 0035, projections/review-aggregates.ts):
 * each reviewer counts once, with the average of their ratings.
 */
function verifiedNumbers(rows: readonly Row[]): Pick<EmployerReviews, 'verifiedReviews' | 'averageRating'> {
  const byReviewer = new Map<string, number[]>();
  for (const r of rows) byReviewer.set(r.reviewerId, [...(byReviewer.get(r.reviewerId) ?? []), r.rating]);
  if (byReviewer.size === 0) return { verifiedReviews: 0, averageRating: null };
  const sum = [...byReviewer.values()].reduce((total, ratings) => total + ratings.reduce((a, b) => a + b, 0) / ratings.length, 0);
  return { verifiedReviews: byReviewer.size, averageRating: average(sum, byReviewer.size) };
}

/** Listed field by field, so a column added to the select (the reviewer's id among them) cannot reach an employer. */
function employerReview(r: Row, withReviewerDetails: boolean): EmployerReview {
  return {
      id: r.id,
      rating: r.rating,
      text: r.text,
      context: r.context,
      duration: r.duration,
      skills: r.skills ?? [],
      reviewerName: r.reviewerName,
      reviewerWorkPosition: r.reviewerWorkPosition,
      createdAt: r.createdAt,
      servedTogether: r.servedTogether,
      reviewerDetails: withReviewerDetails
        ? {
            reviewerPosition: r.reviewerPosition,
            reviewerVessel: r.reviewerVessel,
            reviewerCompany: r.reviewerCompany,
            verificationMethod: r.verificationMethod,
            ipAddress: r.ipAddress,
            verificationNotes: r.verificationNotes,
          }
        : null,
  };
}
