import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SENT_REQUEST_COLUMNS, type SentReviewRequestView } from '../read/review-request-view.js';
import { ListSentReviewRequestsQuery, type SentReviewRequestsPage } from './list-sent-review-requests.query.js';

@QueryHandler(ListSentReviewRequestsQuery)
export class ListSentReviewRequestsHandler implements IQueryHandler<ListSentReviewRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  /**
   * The index on (requester_id, created_at, id) walks straight to the cursor's position, so a
   * deep page costs what the first does; one row more than the page tells whether there is a next.
   */
  async execute({ requesterId, limit, after }: ListSentReviewRequestsQuery): Promise<SentReviewRequestsPage> {
    const rows = await this.em.fork().execute<Array<SentReviewRequestView & { sortAt: string }>>(
      `select ${SENT_REQUEST_COLUMNS}, created_at::text as "sortAt" from review_requests
       where requester_id = ? ${after ? 'and (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
       order by created_at desc, id desc limit ?`,
      after ? [requesterId, after.at, after.id, limit + 1] : [requesterId, limit + 1],
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { requests: page.map(({ sortAt: _, ...request }) => request), next: rows.length > limit && last ? { at: last.sortAt, id: last.id } : null };
  }
}
