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

/**
 * How many of today's accounts signed up in each week (Monday, UTC): the admin's Analytics tab
 * reads 12 rows instead of grouping every sign-up of the last 12 weeks (a range that grows with
 * the market). Kept by statement triggers on users like user_totals: an account deleted leaves
 * its week's count, as it leaves the users table. Written only by those triggers.
 */
@Entity({ tableName: 'user_sign_up_weeks' })
export class UserSignUpWeekRecord {
  @PrimaryKey({ type: 'date' })
  weekStart: string;

  @Property({ type: 'bigint', default: 0 })
  count: string;
}
