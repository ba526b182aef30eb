import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReceivedReviews } from '../read/review-view.js';
import { ListReceivedReviewsQuery, type ReceivedReviewsPage } from './list-received-reviews.query.js';

@QueryHandler(ListReceivedReviewsQuery)
export class ListReceivedReviewsHandler implements IQueryHandler<ListReceivedReviewsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly reviews: ReceivedReviews,
  ) {}

  async execute({ userId, limit, after, filter }: ListReceivedReviewsQuery): Promise<ReceivedReviewsPage> {
    // One row more than the page tells whether there is a next page.
    const rows = await this.reviews.page(this.em.fork(), userId, await this.reviews.viewerIsSubscriber(userId), limit + 1, after, filter);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { reviews: page.map(({ sortAt: _, ...review }) => review), next: rows.length > limit && last ? { at: last.sortAt, id: last.id } : null };
  }
}
