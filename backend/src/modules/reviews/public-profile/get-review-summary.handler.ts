import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetReviewSummaryQuery, type ReviewSummary } from '../contracts/get-review-summary.query.js';
import { reviewNumbers, skillAverages } from '../read/review-stats.js';

@QueryHandler(GetReviewSummaryQuery)
export class GetReviewSummaryHandler implements IQueryHandler<GetReviewSummaryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetReviewSummaryQuery): Promise<ReviewSummary> {
    const em = this.em.fork();
    const [numbers, skills] = await Promise.all([reviewNumbers(em, userId), skillAverages(em, userId)]);
    return { totalReviews: numbers.totalReviews, verifiedReviews: numbers.verifiedReviews, averageRating: numbers.averageRating, skills };
  }
}
