import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { GetAdminLevelsQuery, GetUserQuery } from '../contracts/get-user.query.js';
import { toUserView, userViewSource, type UserViewRow } from './to-user-view.js';
import { User } from '../user.entity.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetUserQuery) {
    const [{ row }] = await this.em.getConnection().execute<Array<{ row: UserViewRow | null }>>('select identity_user_view(?) as row', [userId]);
    return row ? toUserView(userViewSource(row), this.clock.now()) : null;
  }
}

@QueryHandler(GetAdminLevelsQuery)
export class GetAdminLevelsHandler implements IQueryHandler<GetAdminLevelsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetAdminLevelsQuery) {
    if (userIds.length === 0) return [];
    return this.em.fork().find(User, { id: { $in: [...new Set(userIds)] } }, { fields: ['id', 'adminLevel'] });
  }
}
