import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListPublicReviewsQuery, type PublicReview } from '../contracts/list-public-reviews.query.js';
import { iso } from '../read/sql.js';

const MAX_LIMIT = 100;

@QueryHandler(ListPublicReviewsQuery)
export class ListPublicReviewsHandler implements IQueryHandler<ListPublicReviewsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId, limit }: ListPublicReviewsQuery): Promise<PublicReview[]> {
    const take = Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit) || 0));
    return this.em.fork().execute(
      `select id, status, is_verified as "isVerified", rating, text, context, duration, reviewer_name as "reviewerName",
              reviewer_work_position as "reviewerWorkPosition", ${iso('created_at')} as "createdAt"
       from reviews where reviewee_id = ? and status = 'confirmed' and is_verified and not is_hidden
       order by created_at desc, id desc limit ?`,
      [userId, take],
    );
  }
}
