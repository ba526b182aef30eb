import { subscriptionStatusAt } from '@crew/contracts/plans';
import type { UserView } from '../contracts/user-view.js';
import type { User } from '../user.entity.js';

/** What the view reads: a loaded entity, or a row selected with USER_VIEW_COLUMNS. */
export type UserViewSource = Pick<
  User,
  | 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'position' | 'experience' | 'rank' | 'role' | 'isVerified'
  | 'certifications' | 'stcwEndorsements' | 'uscgLicenses' | 'mcaCertificates' | 'otherAuthorities' | 'cocEquivalencies'
  | 'adminLevel' | 'subscriptionStatus' | 'subscriptionPlan' | 'subscriptionExpiresAt' | 'location' | 'experienceYears' | 'bio'
  | 'availability' | 'searchable' | 'passwordHash' | 'secondFactorRequired' | 'createdAt'
>;

/**
 * The columns of `users` that make a UserViewSource, named as the entity's properties. Every
 * guarded request reads its user (AccessGuard): selected as a plain row, it skips the entity's
 * hydration and identity map, which cost more CPU than the query itself.
 */
export const USER_VIEW_COLUMNS = `id, email, first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
  position, experience, rank, role, email_verified_at is not null as "isVerified", certifications,
  stcw_endorsements as "stcwEndorsements", uscg_licenses as "uscgLicenses", mca_certificates as "mcaCertificates",
  other_authorities as "otherAuthorities", coc_equivalencies as "cocEquivalencies", admin_level as "adminLevel",
  subscription_status as "subscriptionStatus", subscription_plan as "subscriptionPlan", subscription_expires_at as "subscriptionExpiresAt",
  location, experience_years as "experienceYears", bio, availability, searchable, password_hash as "passwordHash",
  second_factor_required as "secondFactorRequired", created_at as "createdAt"`;

/**
 * The body of identity_user_view(user_id uuid) returns json: the user's USER_VIEW_COLUMNS, or
 * null. Every signed-in request reads its user: as a statement of its own it was planned each
 * time (0.1 ms, three times the read); a PL/pgSQL function's statement is planned once per
 * connection (ADR 0060). Migrations freeze it; test/platform/planned-once-functions.int-spec.ts
 * compares the two.
 */
export const USER_VIEW_FUNCTION_BODY = `
begin
  return (select to_json(u) from (select ${USER_VIEW_COLUMNS} from users where id = user_id) u);
end;
`;

/** A row selected with USER_VIEW_COLUMNS: timestamps as text (the driver's, by MikroORM's setting, or JSON's). */
export type UserViewRow = Omit<UserViewSource, 'createdAt' | 'subscriptionExpiresAt'> & { createdAt: string; subscriptionExpiresAt: string | null };

export function userViewSource(row: UserViewRow): UserViewSource {
  return { ...row, createdAt: new Date(row.createdAt), subscriptionExpiresAt: row.subscriptionExpiresAt === null ? null : new Date(row.subscriptionExpiresAt) };
}

/**
 * The entity as other modules and the frontend read it (contracts/ never sees the entity).
 * `now` decides whether a subscription's month has passed (subscriptionStatusAt).
 */
export function toUserView(user: UserViewSource, now = new Date()): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    position: user.position,
    experience: user.experience,
    rank: user.rank,
    role: user.role,
    isVerified: user.isVerified,
    certifications: user.certifications,
    stcwEndorsements: user.stcwEndorsements,
    uscgLicenses: user.uscgLicenses,
    mcaCertificates: user.mcaCertificates,
    otherAuthorities: user.otherAuthorities,
    cocEquivalencies: user.cocEquivalencies,
    adminLevel: user.adminLevel,
    subscriptionStatus: subscriptionStatusAt(user.subscriptionStatus, user.subscriptionExpiresAt, now),
    subscriptionPlan: user.subscriptionPlan,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    location: user.location,
    experienceYears: user.experienceYears,
    bio: user.bio,
    availability: user.availability,
    searchable: user.searchable,
    hasPassword: user.passwordHash !== null,
    secondFactorRequired: user.secondFactorRequired,
    createdAt: user.createdAt.toISOString(),
  };
}
