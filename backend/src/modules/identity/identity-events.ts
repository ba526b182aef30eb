import type { IntegrationEvent } from '../../platform/events/integration-event.js';
import {
  API_KEY_CREATED,
  API_KEY_REVOKED,
  type ApiKeyChangedV1,
  ADMIN_LEVEL_CHANGED,
  type AdminLevelChangedV1,
  IDENTITY_EVENT_VERSIONS,
  PROFILE_CHANGED,
  type ProfileChangedV1,
  ACCOUNT_DELETED,
  ACCOUNT_SUSPENDED,
  type AccountSuspendedV1,
  SUSPENSION_LIFTED,
  type SuspensionLiftedV1,
  SECOND_FACTORS_RESET,
  type SecondFactorsResetV1,
  type AccountDeletedV1,
  ROLE_CHANGED,
  type RoleChangedV1,
  USER_REGISTERED,
  type UserRegisteredV1,
  EMAIL_CHANGED,
  type EmailChangedV1,
} from './contracts/events.js';
import { type AccountRole, type AdminLevel, FORMER_MEMBER } from './contracts/user-values.js';
import type { User } from './user.entity.js';

/** Builds identity's integration events from the account as it is after the change. */
export const identityEvents = {
  apiKeyChanged(type: typeof API_KEY_CREATED | typeof API_KEY_REVOKED, payload: ApiKeyChangedV1): IntegrationEvent<typeof type, ApiKeyChangedV1> {
    return { type, version: IDENTITY_EVENT_VERSIONS[type], payload };
  },

  userRegistered(user: User): IntegrationEvent<typeof USER_REGISTERED, UserRegisteredV1> {
    return {
      type: USER_REGISTERED,
      version: IDENTITY_EVENT_VERSIONS[USER_REGISTERED],
      payload: { userId: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role, registeredAt: user.createdAt.toISOString() },
      personal: [{ subject: user.id, fields: { firstName: FORMER_MEMBER, lastName: '' } }],
    };
  },

  profileChanged(user: User): IntegrationEvent<typeof PROFILE_CHANGED, ProfileChangedV1> {
    return {
      type: PROFILE_CHANGED,
      version: IDENTITY_EVENT_VERSIONS[PROFILE_CHANGED],
      payload: {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        position: user.position,
        rank: user.rank,
        experience: user.experience,
        experienceYears: user.experienceYears,
        location: user.location,
        availability: user.availability,
        bio: user.bio,
        // A suspended account is not found (DESIGN.md, "Suspension"): search reads this flag.
        searchable: user.searchable && !user.suspendedAt,
        isVerified: user.isVerified,
        certifications: [...user.certifications],
        stcwEndorsements: [...user.stcwEndorsements],
        uscgLicenses: [...user.uscgLicenses],
        mcaCertificates: [...user.mcaCertificates],
        otherAuthorities: [...user.otherAuthorities],
        cocEquivalencies: [...user.cocEquivalencies],
      },
      // What identifies the person, and what they typed freely (their experience; a certificate's
      // name may carry its number); the rest (rank, catalogue certificates) says nothing alone.
      personal: [{ subject: user.id, fields: { firstName: FORMER_MEMBER, lastName: '', profileImageUrl: null, location: null, experience: null, bio: null, certifications: [] } }],
    };
  },

  roleChanged(userId: string, role: AccountRole, previousRole: AccountRole): IntegrationEvent<typeof ROLE_CHANGED, RoleChangedV1> {
    return { type: ROLE_CHANGED, version: IDENTITY_EVENT_VERSIONS[ROLE_CHANGED], payload: { userId, role, previousRole } };
  },

  accountSuspended(userId: string, suspendedBy: string, suspendedAt: Date): IntegrationEvent<typeof ACCOUNT_SUSPENDED, AccountSuspendedV1> {
    return { type: ACCOUNT_SUSPENDED, version: IDENTITY_EVENT_VERSIONS[ACCOUNT_SUSPENDED], payload: { userId, suspendedBy, suspendedAt: suspendedAt.toISOString() } };
  },

  suspensionLifted(userId: string, liftedBy: string | null): IntegrationEvent<typeof SUSPENSION_LIFTED, SuspensionLiftedV1> {
    return { type: SUSPENSION_LIFTED, version: IDENTITY_EVENT_VERSIONS[SUSPENSION_LIFTED], payload: { userId, liftedBy } };
  },

  secondFactorsReset(userId: string, resetBy: string | null): IntegrationEvent<typeof SECOND_FACTORS_RESET, SecondFactorsResetV1> {
    return { type: SECOND_FACTORS_RESET, version: IDENTITY_EVENT_VERSIONS[SECOND_FACTORS_RESET], payload: { userId, resetBy } };
  },

  accountDeleted(userId: string, deletedBy: string): IntegrationEvent<typeof ACCOUNT_DELETED, AccountDeletedV1> {
    return { type: ACCOUNT_DELETED, version: IDENTITY_EVENT_VERSIONS[ACCOUNT_DELETED], payload: { userId, deletedBy } };
  },

  emailChanged(userId: string, email: string, previousEmail: string, reason: EmailChangedV1['reason']): IntegrationEvent<typeof EMAIL_CHANGED, EmailChangedV1> {
    return {
      type: EMAIL_CHANGED,
      version: IDENTITY_EVENT_VERSIONS[EMAIL_CHANGED],
      payload: { userId, email, previousEmail, reason },
      personal: [{ subject: userId, fields: { email: '', previousEmail: '' } }],
    };
  },

  adminLevelChanged(user: User, previousAdminLevel: AdminLevel | null, changedBy: string | null): IntegrationEvent<typeof ADMIN_LEVEL_CHANGED, AdminLevelChangedV1> {
    return {
      type: ADMIN_LEVEL_CHANGED,
      version: IDENTITY_EVENT_VERSIONS[ADMIN_LEVEL_CHANGED],
      payload: { userId: user.id, adminLevel: user.adminLevel, previousAdminLevel, changedBy },
    };
  },
};
