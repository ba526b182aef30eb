import type { PublicReview } from '../../reviews/contracts/list-public-reviews.query.js';
import type { PublicAccessLevel } from '../domain/share-link-values.js';

/**
 * GET /api/public/profile/{token}: only what the owner chose to show the world. Listed field
 * by field (never a spread of a user or review row), so a column added elsewhere cannot leak.
 */
export interface PublicProfile {
  user: {
    firstName: string;
    lastName: string;
    profileImageUrl: string | null;
    position: string | null;
    experience: string | null;
    experienceYears: number | null;
    rank: string | null;
    role: string;
    isVerified: boolean;
    /** Names (not ids) of up to 6 STCW endorsements. */
    stcwEndorsements: string[];
    location: string | null;
  };
  /** Up to 5 confirmed, verified, visible reviews for `full`; none for `basic`. */
  reviews: PublicReview[];
  stats: { averageRating: number; totalReviews: number; verifiedReviews: number };
  skills: Array<{ name: string; averageRating: number }>;
  accessLevel: PublicAccessLevel;
}
