import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetReviewSummaryQuery, type ReviewSummary } from '../contracts/get-review-summary.query.js';
import { publicSummary } from '../read/public-reviews.js';

@QueryHandler(GetReviewSummaryQuery)
export class GetReviewSummaryHandler implements IQueryHandler<GetReviewSummaryQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: GetReviewSummaryQuery): Promise<ReviewSummary> {
    return publicSummary(this.em.fork(), userId);
  }
}
