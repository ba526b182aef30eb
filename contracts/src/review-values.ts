/** The four assessments' answers (spec section 2, Write Professional Review), best first. */
export const ASSESSMENTS = ['excellent', 'very-good', 'good', 'fair', 'needs-improvement'] as const;
export type Assessment = (typeof ASSESSMENTS)[number];

export const RECOMMENDATIONS = ['highly-recommend', 'recommend', 'neutral', 'not-recommend'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const VERIFICATION_STATUSES = ['verified', 'partial', 'unverified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const REVIEW_STATUSES = ['pending', 'confirmed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** `cancelled`: closed because the requester's or the addressee's account was deleted. */
export const REQUEST_STATES = ['pending', 'answered', 'declined', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** GET /api/reviews pages (keyset: the next page's URL is in the Link header). */
export const REVIEWS_PAGE_DEFAULT = 20;
export const REVIEWS_PAGE_MAX = 100;
/** GET /api/review-requests pages (keyset, as GET /api/reviews: the next page's URL is in the Link header). */
export const REQUESTS_PAGE_DEFAULT = 20;
export const REQUESTS_PAGE_MAX = 100;
/** GET /api/reviews?filter=: the Reviews page's tabs, counted alike by GET /api/stats (verifiedReviews, pendingReviews). */
export const RECEIVED_REVIEWS_FILTERS = ['verified', 'pending'] as const;
export type ReceivedReviewsFilter = (typeof RECEIVED_REVIEWS_FILTERS)[number];
