import { GetSeaServiceQuery } from '../../sea-service/contracts/sea-service.query.js';
import { servedTogetherWith } from '../read/served-together.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { iso } from '../read/sql.js';
import { type IncomingReviewRequestView, ListIncomingReviewRequestsQuery } from './list-incoming-review-requests.query.js';

@QueryHandler(ListIncomingReviewRequestsQuery)
export class ListIncomingReviewRequestsHandler implements IQueryHandler<ListIncomingReviewRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: ListIncomingReviewRequestsQuery): Promise<IncomingReviewRequestView[]> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) return [];
    const reviewerName = fullName(user) || null;
    // Emails are stored lower-cased on both sides, so equality is the case-insensitive match.
    const rows = await this.em.fork().execute<Array<Omit<IncomingReviewRequestView, 'reviewerName' | 'servedTogether'>>>(
      `select id, requester_id as "requesterId", requester_name as "requesterName", requester_position as "requesterPosition",
              context, duration, message, ${iso('created_at')} as "createdAt", service
       from review_requests where reviewer_email = ? and state = 'pending' order by created_at desc, id desc`,
      [user.email.trim().toLowerCase()],
    );
    // The addressee's own sea service, only when a request names a period to compare with.
    const mine = rows.some((r) => r.service) ? (await this.queries.execute(new GetSeaServiceQuery(userId, { withConfirmations: false }))).periods : [];
    return rows.map((row) => ({ ...row, reviewerName, servedTogether: row.service ? servedTogetherWith(row.service, mine) : null }));
  }
}
