import { subscriptionStatusAt } from '@crew/contracts/plans';
import type { UserView } from '../contracts/user-view.js';
import type { User } from '../user.entity.js';

/**
 * The entity as other modules and the frontend read it (contracts/ never sees the entity).
 * `now` decides whether a subscription's month has passed (subscriptionStatusAt).
 */
export function toUserView(user: User, now = new Date()): UserView {
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
