import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetSharingStatsQuery, type SharingStats } from '../contracts/get-sharing-stats.query.js';

/**
 * profileViews: every view the profile received through any link, deleted links included
 * (deleting a link stops it, it does not undo the views it had). activeLinks: not expired
 * and not deleted.
 */
@QueryHandler(GetSharingStatsQuery)
export class GetSharingStatsHandler implements IQueryHandler<GetSharingStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetSharingStatsQuery): Promise<SharingStats> {
    const rows = await this.em.getConnection().execute<Array<{ views: string | number; active: string | number }>>(
      `select coalesce(sum(views), 0) as views, count(*) filter (where deleted_at is null and expires_at > now()) as active
       from share_links where user_id = ?`,
      [userId],
    );
    return { profileViews: Number(rows[0]?.views ?? 0), activeLinks: Number(rows[0]?.active ?? 0) };
  }
}
