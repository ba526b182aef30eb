import type { PublicReview } from './list-public-reviews.query.js';

/**
 * Reviews' integration events (docs/events.md), published by the projector in the
 * transaction that appends the review events. Not to be confused with the review events
 * themselves (review_events), which stay inside the module.
 */
export const REVIEW_SUMMARY_CHANGED = 'reviews.review-summary-changed';
export const PUBLIC_REVIEW_CHANGED = 'reviews.public-review-changed';
export const REVIEW_FLAGGED = 'reviews.review-flagged';
export const REVIEW_CLEARED = 'reviews.review-cleared';
export const REVIEW_DELETED = 'reviews.review-deleted';

export const REVIEWS_EVENT_VERSIONS = {
  /** 2: `employer`, the numbers employers see (verified reviews only); absent from version 1 events. */
  [REVIEW_SUMMARY_CHANGED]: 2,
  /** 2: the review carries servedTogether (ADR 0027); a version 1 review reads as servedTogether null. */
  [PUBLIC_REVIEW_CHANGED]: 2,
  [REVIEW_FLAGGED]: 1,
  [REVIEW_CLEARED]: 1,
  [REVIEW_DELETED]: 1,
} as const;

/**
 * A person's review numbers after a change to any of their received reviews. `public` is
 * what a shared profile shows: confirmed, not hidden reviews only.
 */
export interface ReviewSummaryChangedV1 {
  userId: string;
  totalReviews: number;
  verifiedReviews: number;
  pendingReviews: number;
  averageRating: number;
  public: {
    totalReviews: number;
    verifiedReviews: number;
    averageRating: number;
    skills: Array<{ name: string; averageRating: number }>;
  };
  /**
   * From version 2: what employers see (DESIGN.md, "What employers see"): the public reviews
   * that are also verified, each reviewer once (ADR 0035); `averageRating` null without one.
   */
  employer?: { verifiedReviews: number; averageRating: number | null };
}

/** A review as the public may see it after a change, or null when it is no longer public (pending, hidden, unverified, deleted). */
export interface PublicReviewChangedV1 {
  reviewId: string;
  revieweeId: string;
  review: PublicReview | null;
}

export interface ReviewFlaggedV1 {
  reviewId: string;
  revieweeId: string;
  reason: string;
  /** null for the fraud rules at submission. */
  flaggedBy: string | null;
}

/** An admin vouched for the review: verified, flag cleared. */
/** A flag is gone: an admin vouched for the review (`vouched`, ReviewVerified) or found the flag unfounded (ReviewFlagCleared). */
export interface ReviewClearedV1 {
  reviewId: string;
  revieweeId: string;
  clearedBy: string;
  notes: string | null;
  vouched: boolean;
}

export interface ReviewDeletedV1 {
  reviewId: string;
  revieweeId: string;
  deletedBy: string;
  reason: string | null;
}
