import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReceivedReviews } from '../read/review-view.js';
import { ListReceivedReviewsQuery } from './list-received-reviews.query.js';

@QueryHandler(ListReceivedReviewsQuery)
export class ListReceivedReviewsHandler implements IQueryHandler<ListReceivedReviewsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly reviews: ReceivedReviews,
  ) {}

  async execute({ userId }: ListReceivedReviewsQuery) {
    return this.reviews.list(this.em.fork(), userId, await this.reviews.viewerIsSubscriber(userId));
  }
}
