import type { UserView } from './user-view.js';
import { fullName } from './user-values.js';

/**
 * What a document states about a person from their profile (a verification report, a profile
 * PDF): one definition, so two documents about the same person never disagree on it.
 */
export interface ProfileFacts {
  name: string;
  position: string | null;
  rank: string | null;
  experience: string | null;
  experienceYears: number | null;
  location: string | null;
  /** The person confirmed their email address (`UserView.isVerified`). */
  emailVerified: boolean;
}

export function profileFacts(user: UserView): ProfileFacts {
  return {
    name: fullName(user),
    position: user.position,
    rank: user.rank,
    experience: user.experience,
    experienceYears: user.experienceYears,
    location: user.location,
    emailVerified: user.isVerified,
  };
}
