import type { AccountRole, AdminLevel, Availability } from './user-values.js';

/**
 * Identity's integration events (docs/events.md). Each carries what a subscriber needs, so
 * nobody calls identity back; a payload change bumps its version.
 */
export const USER_REGISTERED = 'identity.user-registered';
export const PROFILE_CHANGED = 'identity.profile-changed';
export const ROLE_CHANGED = 'identity.role-changed';
export const ADMIN_LEVEL_CHANGED = 'identity.admin-level-changed';
export const ACCOUNT_DELETED = 'identity.account-deleted';
export const ACCOUNT_SUSPENDED = 'identity.account-suspended';
export const SUSPENSION_LIFTED = 'identity.suspension-lifted';
export const API_KEY_CREATED = 'identity.api-key-created';
export const API_KEY_REVOKED = 'identity.api-key-revoked';
export const EMAIL_CHANGED = 'identity.email-changed';
export const SECOND_FACTORS_RESET = 'identity.second-factors-reset';

export const IDENTITY_EVENT_VERSIONS = {
  [USER_REGISTERED]: 1,
  [PROFILE_CHANGED]: 1,
  [ROLE_CHANGED]: 1,
  [ADMIN_LEVEL_CHANGED]: 1,
  [ACCOUNT_DELETED]: 1,
  [ACCOUNT_SUSPENDED]: 1,
  [SUSPENSION_LIFTED]: 1,
  [API_KEY_CREATED]: 1,
  [API_KEY_REVOKED]: 1,
  [EMAIL_CHANGED]: 1,
  [SECOND_FACTORS_RESET]: 1,
} as const;

/** An employer created or revoked an API key (for the audit log): never the key, only its name and visible start. */
export interface ApiKeyChangedV1 {
  userId: string;
  keyId: string;
  name: string;
  prefix: string;
}

export interface UserRegisteredV1 {
  userId: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  registeredAt: string;
}

/** The whole public profile after the change (not a diff): a subscriber simply keeps the latest. */
export interface ProfileChangedV1 {
  userId: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  position: string | null;
  rank: string | null;
  experience: string | null;
  experienceYears: number | null;
  location: string | null;
  availability: Availability | null;
  bio: string | null;
  searchable: boolean;
  /** Email confirmed. */
  isVerified: boolean;
  certifications: string[];
  stcwEndorsements: string[];
  uscgLicenses: string[];
  mcaCertificates: string[];
  otherAuthorities: string[];
  cocEquivalencies: string[];
}

export interface RoleChangedV1 {
  userId: string;
  role: AccountRole;
  previousRole: AccountRole;
}

export interface AdminLevelChangedV1 {
  userId: string;
  adminLevel: AdminLevel | null;
  previousAdminLevel: AdminLevel | null;
  /** null when set by the ADMIN_EMAILS bootstrap. */
  changedBy: string | null;
}

/**
 * The account and its personal data are gone (ADR 0019): the user id only. Modules holding
 * data of their own about the person erase it in the deletion's transaction (platform/privacy
 * erasers); this announces the fact to the rest.
 */
export interface AccountDeletedV1 {
  userId: string;
  /** The user themself, or the admin who deleted the account. */
  deletedBy: string;
}

/**
 * An admin suspended the account (DESIGN.md, "Suspension"): it cannot sign in and is not found,
 * and the reviews it wrote neither count nor show, until the suspension is lifted. Nothing is
 * erased. The reason stays in the audit log.
 */
export interface AccountSuspendedV1 {
  userId: string;
  suspendedBy: string;
  suspendedAt: string;
}

/** The suspension ended: everything the account had is back as it was. */
export interface SuspensionLiftedV1 {
  userId: string;
  /** null when the ADMIN_EMAILS way back lifted it at the operator's sign-in. */
  liftedBy: string | null;
}

/**
 * The account's address changed: its owner confirmed a new one, or the old one took the
 * account back (undo). Whatever was addressed to the person by email (pending review
 * requests) follows them to `email`. Both addresses are sealed under the user's key.
 */
export interface EmailChangedV1 {
  userId: string;
  /** The account's address now (lower-cased). */
  email: string;
  /** The address it had until this change. */
  previousEmail: string;
  /** 'undone' when the old address took the account back within the undo window. */
  reason: 'confirmed' | 'undone';
}

/**
 * Every second factor of the account was removed and its sessions ended (DESIGN.md, "Second
 * factors"): by a super admin, or by the owner of an ADMIN_EMAILS address through an emailed link.
 */
export interface SecondFactorsResetV1 {
  userId: string;
  /** The super admin who reset them; null for the ADMIN_EMAILS way back. */
  resetBy: string | null;
}
