import type { UserView } from '../contracts/user-view.js';
import type { User } from '../user.entity.js';

/** The entity as other modules and the frontend read it (contracts/ never sees the entity). */
export function toUserView(user: User): UserView {
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
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    location: user.location,
    experienceYears: user.experienceYears,
    bio: user.bio,
    availability: user.availability,
    searchable: user.searchable,
    createdAt: user.createdAt.toISOString(),
  };
}
