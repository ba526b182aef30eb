import { levelChangeRefusal } from '@crew/contracts/admin-rights';
import { ADMIN_USER_SEARCH_COUNT_CAP } from '@crew/contracts/user-values';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GetUserNamesQuery, GetUserTotalsQuery, ListUsersForAdminQuery, SetAccountRoleCommand, SetAdminLevelCommand, type UserPage, type UserTotals,
} from '../contracts/admin.js';
import { containsPattern } from '../../../platform/database/like-pattern.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { identityEvents } from '../identity-events.js';
import { User } from '../user.entity.js';
import { lockActorAndTarget } from './lock-actor-and-target.js';
import { ADMIN_USER_FIELDS, type AdminUserViewSource, toAdminUserView } from './admin-user-view.js';
import { fullName } from '../contracts/user-values.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { adminLevelMail } from './admin-level-mail.js';
import { executeBitmapOnly } from '../../../platform/database/bitmap-only.js';
import { ReadsFromReplica } from '../../../platform/database/replica-reads.js';

@QueryHandler(ListUsersForAdminQuery)
export class ListUsersForAdminHandler implements IQueryHandler<ListUsersForAdminQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ options }: ListUsersForAdminQuery): Promise<UserPage> {
    const where: Record<string, unknown> = {};
    if (options.role) where.role = options.role;
    const search = options.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      where.$or = [{ email: { $ilike: pattern } }, { firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }];
    }
    const em = this.em.fork();
    const ordered = { createdAt: 'desc', id: 'desc' } as const;
    // Plain rows of the view's fields, not entities: hydrating a page of whole users cost more CPU than its query.
    const rows = em.createQueryBuilder(User).select([...ADMIN_USER_FIELDS]).orderBy(ordered);
    if (search) {
      rows.where(where).limit(options.limit).offset(options.offset);
    } else {
      // The page's ids from the (role, created_at, id) or (created_at, id) index alone, then only
      // those rows: an offset of 4,000 read 4,000 rows (12 ms at scale 0.1, 0.7 ms this way).
      rows.where({ id: { $in: em.createQueryBuilder(User, 'k').select(['id']).where(where).orderBy(ordered).limit(options.limit).offset(options.offset) } });
    }
    const users = await rows.execute<AdminUserViewSource[]>('all');
    // Without a search the total is the counters' (a million-row count per page would scan the table);
    // a search counts its own matches, which the trigram indexes find, up to the cap.
    if (options.count === false) return { users: users.map(toAdminUserView), total: 0, capped: false };
    if (!search) return { users: users.map(toAdminUserView), total: await countUsers(em, options.role), capped: false };
    const matches = await countMatches(em, containsPattern(search), options.role);
    return { users: users.map(toAdminUserView), total: Math.min(matches, ADMIN_USER_SEARCH_COUNT_CAP), capped: matches > ADMIN_USER_SEARCH_COUNT_CAP };
  }
}

/**
 * The search's matches, reading at most one more than the cap (the same condition as the
 * page's), through the trigram indexes: the planner overestimates such matches and would read
 * the table from the start until it met the cap.
 */
async function countMatches(em: EntityManager, pattern: string, role: string | undefined): Promise<number> {
  const [row] = await executeBitmapOnly<{ n: number }>(
    em,
    `select count(*)::int as n from (
       select 1 from users where (email ilike ? or first_name ilike ? or last_name ilike ?) and (?::text is null or role = ?) limit ?
     ) matches`,
    [pattern, pattern, pattern, role ?? null, role ?? null, ADMIN_USER_SEARCH_COUNT_CAP + 1],
  );
  return row.n;
}

async function countUsers(em: EntityManager, role: string | undefined): Promise<number> {
  const [row] = await em.execute<Array<{ total: number }>>(
    'select coalesce(sum(count), 0)::int as total from user_totals where ?::text is null or role = ?',
    [role ?? null, role ?? null],
  );
  return row.total;
}

@ReadsFromReplica()
@QueryHandler(GetUserTotalsQuery)
export class GetUserTotalsHandler implements IQueryHandler<GetUserTotalsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<UserTotals> {
    // user_totals is kept by a trigger on users (ADR 0049): a few rows, whatever the number of people.
    const [row] = await this.em.fork().execute<Array<Record<keyof UserTotals, number>>>(
      `select coalesce(sum(count), 0)::int as "totalUsers", coalesce(sum(count) filter (where role = 'crew'), 0)::int as "crewMembers",
              coalesce(sum(count) filter (where role in ('employer', 'agency')), 0)::int as "employers", coalesce(sum(count) filter (where admin), 0)::int as "admins"
       from user_totals`,
    );
    return row;
  }
}

@QueryHandler(GetUserNamesQuery)
export class GetUserNamesHandler implements IQueryHandler<GetUserNamesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserNamesQuery) {
    const ids = [...new Set(userIds)];
    const users = ids.length ? await this.em.fork().find(User, { id: { $in: ids } }, { fields: ['id', 'firstName', 'lastName', 'email'] }) : [];
    return new Map(users.map((u) => [u.id, { name: fullName(u), email: u.email }]));
  }
}

@CommandHandler(SetAccountRoleCommand)
export class SetAccountRoleHandler implements ICommandHandler<SetAccountRoleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, role }: SetAccountRoleCommand) {
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new NotFoundException('User not found');
      if (user.role !== role) this.events.publish(em, identityEvents.roleChanged(user.id, role, user.role));
      user.role = role;
      await em.flush();
      return toAdminUserView(user);
    });
  }
}

@CommandHandler(SetAdminLevelCommand)
export class SetAdminLevelHandler implements ICommandHandler<SetAdminLevelCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async execute({ actorId, userId, adminLevel, reason }: SetAdminLevelCommand) {
    return this.em.transactional(async (em) => {
      const { actor, target } = await lockActorAndTarget(em, actorId, userId);
      if (!target) throw new NotFoundException('User not found');
      const refusal = levelChangeRefusal({ id: actorId, adminLevel: actor?.adminLevel ?? null }, target, adminLevel);
      if (refusal) throw new ForbiddenException(refusal);
      const previous = target.adminLevel;
      if (previous === adminLevel) return toAdminUserView(target);
      target.adminLevel = adminLevel;
      this.events.publish(em, identityEvents.adminLevelChanged(target, previous, actorId));
      this.mail.queue(em, adminLevelMail(target, previous, reason, this.config.APP_URL));
      // The database refuses here when this would leave no super_admin (user.entity.ts).
      await em.flush();
      return toAdminUserView(target);
    });
  }
}
