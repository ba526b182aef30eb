import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetSharingStatsQuery } from '../../sharing/contracts/get-sharing-stats.query.js';
import { reviewNumbers } from '../read/review-stats.js';
import { GetProfileStatsQuery, type ProfileStats } from './get-profile-stats.query.js';

@QueryHandler(GetProfileStatsQuery)
export class GetProfileStatsHandler implements IQueryHandler<GetProfileStatsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: GetProfileStatsQuery): Promise<ProfileStats> {
    const [numbers, sharing] = await Promise.all([reviewNumbers(this.em.fork(), userId), this.queries.execute(new GetSharingStatsQuery(userId))]);
    return {
      totalReviews: numbers.totalReviews,
      verifiedReviews: numbers.verifiedReviews,
      pendingReviews: numbers.pendingReviews,
      profileViews: sharing.profileViews,
      activeLinks: sharing.activeLinks,
      averageRating: numbers.averageRating,
    };
  }
}
