import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EmployerReview, type EmployerReviews, ListReviewsForEmployerQuery, type ReviewerDetails } from '../contracts/employer-reviews.query.js';
import { countsAndShows } from '../read/counted.js';
import { employerSummaryOf } from '../read/public-reviews.js';
import { iso } from '../read/sql.js';

/**
 * The newest this many: the whole record for nearly everyone, a bounded answer for the few with
 * thousands of reviews (the numbers still count every one, from review_stats).
 */
const MAX_REVIEWS = 500;

type Row = Omit<EmployerReview, 'reviewerDetails'> & ReviewerDetails & { reviewerId: string };

@QueryHandler(ListReviewsForEmployerQuery)
export class ListReviewsForEmployerHandler implements IQueryHandler<ListReviewsForEmployerQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, withReviewerDetails }: ListReviewsForEmployerQuery): Promise<EmployerReviews> {
    const em = this.em.fork();
    const [rows, numbers] = await Promise.all([
      em.execute<Row[]>(
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
      ),
      // The numbers over every verified review (each reviewer once, ADR 0035), kept in review_stats:
      // counted from the rows above they would stop at MAX_REVIEWS and cost a read of them all.
      em.execute<Array<{ publicVerified: number; publicVerifiedSum: number }>>(
        'select public_verified_reviews as "publicVerified", public_verified_rating_sum::float8 as "publicVerifiedSum" from review_stats where user_id = ?',
        [userId],
      ),
    ]);
    const { publicVerified, publicVerifiedSum } = numbers[0] ?? { publicVerified: 0, publicVerifiedSum: 0 };
    return { reviews: rows.map((r) => employerReview(r, withReviewerDetails)), ...employerSummaryOf({ publicVerified, publicVerifiedSum }) };
  }
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
