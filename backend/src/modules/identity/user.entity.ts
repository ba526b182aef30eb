import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { counterTrigger } from '../../platform/database/counter-triggers.js';
import { type AccountRole, type AdminLevel, ACCOUNT_ROLES, ADMIN_LEVELS, type Availability, AVAILABILITIES } from './contracts/user-values.js';

/**
 * A person with an account. `role` is the account type (crew, employer, agency);
 * `rank` is the crew member's maritime role chosen on the profile (master ... other).
 * The two never change each other (DESIGN.md, "Two role vocabularies").
 */
/**
 * There is always an active super_admin (DESIGN.md, "Admin rights"): whatever path lowers,
 * suspends or deletes one (the admin area, a person deleting their own account, a script),
 * the database refuses to leave none. The advisory lock serialises such changes, so two
 * super admins demoting each other at once cannot both see the other one left (ADR 0033).
 * The condition is in the body rather than a WHEN clause, which PostgreSQL rewrites and the
 * schema check would then read as changed.
 */
export const KEEP_A_SUPER_ADMIN = 'users_keep_a_super_admin';

const KEEP_A_SUPER_ADMIN_BODY = [
  `if old.admin_level is distinct from 'super_admin' or old.suspended_at is not null then return null; end if;`,
  `if tg_op = 'UPDATE' then if new.admin_level = 'super_admin' and new.suspended_at is null then return null; end if; end if;`,
  `perform pg_advisory_xact_lock(hashtext('identity.super-admins'));`,
  `if not exists (select 1 from users where admin_level = 'super_admin' and suspended_at is null) then`,
  `raise exception 'there must always be an active super admin' using errcode = 'check_violation', constraint = '${KEEP_A_SUPER_ADMIN}';`,
  'end if;',
  'return null;',
].join(' ');

@Entity({
  tableName: 'users',
  triggers: [
    { name: KEEP_A_SUPER_ADMIN, timing: 'after', events: ['update', 'delete'], forEach: 'row', body: KEEP_A_SUPER_ADMIN_BODY },
    // user_totals (ADR 0049): the system stats and the admin list's total without counting a million rows.
    counterTrigger('user_totals_on_insert', 'users', 'insert', 'user_totals_keep_fn'),
    counterTrigger('user_totals_on_update', 'users', 'update', 'user_totals_keep_fn'),
    counterTrigger('user_totals_on_delete', 'users', 'delete', 'user_totals_keep_fn'),
    // user_sign_up_weeks: the Analytics tab's sign-ups per week without grouping the weeks' rows.
    counterTrigger('user_sign_up_weeks_on_insert', 'users', 'insert', 'user_sign_up_weeks_keep_fn'),
    counterTrigger('user_sign_up_weeks_on_update', 'users', 'update', 'user_sign_up_weeks_keep_fn'),
    counterTrigger('user_sign_up_weeks_on_delete', 'users', 'delete', 'user_sign_up_weeks_keep_fn'),
  ],
})
// The admin's "name or email contains" search (trigram) and its newest-first pages (ADR 0049).
@Index({ name: 'users_email_trgm_index', expression: 'create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops)' })
@Index({ name: 'users_first_name_trgm_index', expression: 'create index "users_first_name_trgm_index" on "users" using gin ("first_name" gin_trgm_ops)' })
@Index({ name: 'users_last_name_trgm_index', expression: 'create index "users_last_name_trgm_index" on "users" using gin ("last_name" gin_trgm_ops)' })
@Index({ name: 'users_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'users_role_created_at_id_index', properties: ['role', 'createdAt', 'id'] })
export class User {
  [OptionalProps]?:
    | 'id' | 'passwordHash' | 'emailVerifiedAt' | 'profileImageUrl' | 'position' | 'experience' | 'rank' | 'role'
    | 'adminLevel' | 'certifications' | 'stcwEndorsements' | 'uscgLicenses' | 'mcaCertificates' | 'otherAuthorities'
    | 'cocEquivalencies' | 'location' | 'experienceYears' | 'bio' | 'availability' | 'searchable'
    | 'subscriptionStatus' | 'subscriptionPlan' | 'subscriptionExpiresAt' | 'suspendedAt' | 'secondFactorRequired' | 'createdAt' | 'updatedAt' | 'isVerified';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-cased: emails are case-insensitive and unique. */
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  @Property({ type: 'string', length: 200, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null = null;

  @Property({ type: 'string', length: 100 })
  firstName: string;

  @Property({ type: 'string', length: 100 })
  lastName: string;

  @Property({ type: 'string', length: 500, nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  position: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  experience: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  rank: string | null = null;

  @Enum({ items: () => ACCOUNT_ROLES, nativeEnumName: undefined, default: 'crew' })
  role: AccountRole = 'crew';

  @Enum({ items: () => ADMIN_LEVELS, nullable: true })
  adminLevel: AdminLevel | null = null;

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  certifications: string[] = [];

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  stcwEndorsements: string[] = [];

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  uscgLicenses: string[] = [];

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  mcaCertificates: string[] = [];

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  otherAuthorities: string[] = [];

  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  cocEquivalencies: string[] = [];

  @Property({ type: 'string', length: 120, nullable: true })
  location: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  experienceYears: number | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  bio: string | null = null;

  @Enum({ items: () => AVAILABILITIES, nullable: true })
  availability: Availability | null = null;

  /** Crew choose whether employers can find them; off until they opt in. */
  @Index()
  @Property({ type: 'boolean', default: false })
  searchable = false;

  @Property({ type: 'string', length: 40, nullable: true })
  subscriptionStatus: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  subscriptionPlan: string | null = null;

  /** End of the paid month; past it the subscription reads as inactive (billing sets all three). */
  @Property({ type: 'datetime', nullable: true })
  subscriptionExpiresAt: Date | null = null;

  /**
   * Set while an admin has suspended the account (DESIGN.md, "Suspension"): it cannot sign
   * in, is not found, and its reviews neither count nor show; nothing is erased.
   */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt: Date | null = null;

  /**
   * The person asked for a second factor on every session (an employer's setting, DESIGN.md
   * "Second factors"): on only while they have one, and their last one cannot be removed.
   */
  @Property({ type: 'boolean', default: false })
  secondFactorRequired = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  get isVerified(): boolean {
    return this.emailVerifiedAt !== null;
  }
}
