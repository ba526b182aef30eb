import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { countsAndShows } from '../read/counted.js';
import { reviewNumbers } from '../read/review-stats.js';
import { GetProfileStatsQuery, type ProfileStats } from './get-profile-stats.query.js';

@QueryHandler(GetProfileStatsQuery)
export class GetProfileStatsHandler implements IQueryHandler<GetProfileStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetProfileStatsQuery): Promise<ProfileStats> {
    const em = this.em.fork();
    const [numbers, links, servedTogether] = await Promise.all([reviewNumbers(em, userId), linkNumbers(em, userId), servedTogetherReviews(em, userId)]);
    return {
      totalReviews: numbers.totalReviews,
      verifiedReviews: numbers.verifiedReviews,
      pendingReviews: numbers.pendingReviews,
      profileViews: links.profileViews,
      activeLinks: links.activeLinks,
      averageRating: numbers.averageRating,
      servedTogetherReviews: servedTogether,
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

/**
 * Received reviews that say 'Served together' (ADR 0027), from the reviews table (the person's
 * reviews through its reviewee index) rather than the aggregates. Only reviews that count
 * (ADR 0035), each one: two vessels served on with one colleague are two periods proven.
 */
async function servedTogetherReviews(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from reviews where reviewee_id = ? and served_together is not null and ${countsAndShows('reviews')}`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}
