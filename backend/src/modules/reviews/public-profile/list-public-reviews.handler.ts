import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListPublicReviewsQuery, type PublicReview } from '../contracts/list-public-reviews.query.js';
import { publicReviews } from '../read/public-reviews.js';

const MAX_LIMIT = 100;

@QueryHandler(ListPublicReviewsQuery)
export class ListPublicReviewsHandler implements IQueryHandler<ListPublicReviewsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, limit }: ListPublicReviewsQuery): Promise<PublicReview[]> {
    const take = Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit) || 0));
    return publicReviews(this.em.fork(), userId, take);
  }
}
