/** GET /api/public/profile/{token} (spec section 3, Public profile response). */
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
    /** Names of up to 6 STCW endorsements. */
    stcwEndorsements: string[];
    location?: string | null;
  };
  reviews: PublicReview[];
  stats: { averageRating: number; totalReviews: number; verifiedReviews: number };
  skills: Array<{ name: string; averageRating: number }>;
  /** 'basic' is a link created with the summary access level. */
  accessLevel: 'full' | 'basic';
}

export interface PublicReview {
  id: string;
  status: string;
  isVerified: boolean;
  rating: number;
  text: string;
  context: string;
  duration: string | null;
  reviewerName: string;
  reviewerWorkPosition: string | null;
  createdAt: string;
}
