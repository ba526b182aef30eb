import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetSharingStatsQuery, type SharingStats } from '../contracts/get-sharing-stats.query.js';

/**
 * Placeholder so GET /api/stats works before share links exist: zeros. The sharing issue
 * replaces this with the real counts of views and active links.
 */
@QueryHandler(GetSharingStatsQuery)
export class GetSharingStatsHandler implements IQueryHandler<GetSharingStatsQuery> {
  async execute(_query: GetSharingStatsQuery): Promise<SharingStats> {
    return { profileViews: 0, activeLinks: 0 };
  }
}
