import { subscriptionStatusAt } from '@crew/contracts/plans';
import type { User } from '../user.entity.js';

/** The signed-in user as the frontend reads it (spec section 3, User). */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  position: string | null;
  experience: string | null;
  rank: string | null;
  role: User['role'];
  isVerified: boolean;
  certifications: string[];
  stcwEndorsements: string[];
  uscgLicenses: string[];
  mcaCertificates: string[];
  otherAuthorities: string[];
  cocEquivalencies: string[];
  adminLevel: User['adminLevel'];
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  /** When the current paid month ends (null without a subscription). */
  subscriptionExpiresAt: string | null;
  location: string | null;
  experienceYears: number | null;
  bio: string | null;
  availability: User['availability'];
  searchable: boolean;
  createdAt: string;
}

/** `now` decides whether a subscription's month has passed (see subscriptionStatusAt). */
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
    createdAt: user.createdAt.toISOString(),
  };
}
