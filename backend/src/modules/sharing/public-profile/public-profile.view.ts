import type { PublicReview } from '../../reviews/contracts/list-public-reviews.query.js';
import type { PublicAccessLevel } from '../domain/share-link-values.js';
import type { PublicSeaService } from '../public-profile-document/public-profile-document.js';

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
    /**
     * Recorded expiry dates ('YYYY-MM-DD') of the endorsements listed, by name; one without a
     * date is absent. Expired after that day, judged by the reader's UTC today (ADR 0029).
     */
    stcwEndorsementExpiryDates: Record<string, string>;
  };
  /** Up to 5 confirmed, verified, visible reviews for `full`; none for `basic`. */
  reviews: PublicReview[];
  /** servedTogetherReviews: public reviews from someone who served with the person (ADR 0027). */
  stats: { averageRating: number; totalReviews: number; verifiedReviews: number; servedTogetherReviews: number };
  skills: Array<{ name: string; averageRating: number }>;
  /** Sea service with total sea time, for `full` only; null for `basic` or when none is recorded (ADR 0027). */
  seaService: PublicSeaService | null;
  accessLevel: PublicAccessLevel;
}
