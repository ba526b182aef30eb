import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { reviewNumbers } from '../read/review-stats.js';
import { GetProfileStatsQuery, type ProfileStats } from './get-profile-stats.query.js';

@QueryHandler(GetProfileStatsQuery)
export class GetProfileStatsHandler implements IQueryHandler<GetProfileStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProfileStatsQuery): Promise<ProfileStats> {
    const em = this.em.fork();
    const [numbers, links] = await Promise.all([reviewNumbers(em, userId), linkNumbers(em, userId)]);
    return {
      totalReviews: numbers.totalReviews,
      verifiedReviews: numbers.verifiedReviews,
      pendingReviews: numbers.pendingReviews,
      profileViews: links.profileViews,
      activeLinks: links.activeLinks,
      averageRating: numbers.averageRating,
    };
  }
}

/**
 * From reviews_shared_links (fed by sharing's events). profileViews: every view through any
 * link, deleted links included (deleting a link stops it, it does not undo its views).
 * activeLinks: not expired and not deleted.
 */
async function linkNumbers(em: EntityManager, userId: string) {
  const rows = await em.execute<Array<{ views: string | number; active: string | number }>>(
    `select coalesce(sum(views), 0) as views, count(*) filter (where not deleted and expires_at > now()) as active
     from reviews_shared_links where user_id = ?`,
    [userId],
  );
  return { profileViews: Number(rows[0]?.views ?? 0), activeLinks: Number(rows[0]?.active ?? 0) };
}
