import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListReviewsForReportQuery, type ReportReview } from '../contracts/list-reviews-for-report.query.js';
import { type FraudSignal, isFlagged } from '../domain/fraud-rules.js';
import { countsAndShows } from '../read/counted.js';
import { iso } from '../read/sql.js';

const MAX_LIMIT = 100;

interface Row extends Omit<ReportReview, 'fraudSignals' | 'reviewedByAdmin'> {
  fraudSignals: FraudSignal[] | null;
  hasAdminNotes: boolean;
}

@QueryHandler(ListReviewsForReportQuery)
export class ListReviewsForReportHandler implements IQueryHandler<ListReviewsForReportQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: ListReviewsForReportQuery): Promise<ReportReview[]> {
    const take = Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit) || 0));
    const rows = await this.em.fork().execute<Row[]>(
      `select id, rating, text, context, reviewer_name as "reviewerName", reviewer_position as "reviewerPosition", reviewer_vessel as "reviewerVessel",
              reviewer_verification_status as "reviewerVerificationStatus", fraud_signals as "fraudSignals",
              (verification_notes is not null) as "hasAdminNotes", ${iso('created_at')} as "createdAt"
       from reviews where reviewee_id = ? and status = 'confirmed' and is_verified and not is_hidden and ${countsAndShows('reviews')}
       order by created_at desc, id desc limit ?`,
      [userId, take],
    );
    return rows.map(({ fraudSignals, hasAdminNotes, ...review }) => {
      const signals = fraudSignals ?? [];
      return {
        ...review,
        fraudSignals: signals.map(({ rule, weight }) => ({ rule, weight })),
        // A flagged review is verified again only through an admin (cleared or vouched for).
        reviewedByAdmin: hasAdminNotes || isFlagged(signals),
      };
    });
  }
}
