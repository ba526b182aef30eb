import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * How many accounts there are per role, admins apart: kept by statement triggers on users
 * (ADR 0049), so the system stats and the admin users list's total read a few rows instead
 * of counting a million. Written only by those triggers.
 */
@Entity({ tableName: 'user_totals' })
export class UserTotalsRecord {
  @PrimaryKey({ type: 'text' })
  role: string;

  @PrimaryKey({ type: 'boolean' })
  admin: boolean;

  @Property({ type: 'bigint', default: 0 })
  count: string;
}
