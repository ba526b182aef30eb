import type { AccountRole, AdminLevel, Availability } from './user-values.js';

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
  role: AccountRole;
  isVerified: boolean;
  certifications: string[];
  stcwEndorsements: string[];
  uscgLicenses: string[];
  mcaCertificates: string[];
  otherAuthorities: string[];
  cocEquivalencies: string[];
  adminLevel: AdminLevel | null;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  /** When the current paid month ends (null without a subscription). */
  subscriptionExpiresAt: string | null;
  location: string | null;
  experienceYears: number | null;
  bio: string | null;
  availability: Availability | null;
  searchable: boolean;
  /** False for an account that signs in with emailed links only (it confirms a deletion by email). */
  hasPassword: boolean;
  /** The person asked for a second factor on every session (an employer's setting). */
  secondFactorRequired: boolean;
  createdAt: string;
}
