import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SENT_REQUEST_COLUMNS, type SentReviewRequestView } from '../read/review-request-view.js';
import { ListSentReviewRequestsQuery } from './list-sent-review-requests.query.js';

@QueryHandler(ListSentReviewRequestsQuery)
export class ListSentReviewRequestsHandler implements IQueryHandler<ListSentReviewRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ requesterId }: ListSentReviewRequestsQuery): Promise<SentReviewRequestView[]> {
    return this.em.fork().execute(`select ${SENT_REQUEST_COLUMNS} from review_requests where requester_id = ? order by created_at desc, id desc`, [requesterId]);
  }
}
