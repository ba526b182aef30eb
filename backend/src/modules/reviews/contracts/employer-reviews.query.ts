import { Query } from '@nestjs/cqrs';

/** What only a viewer with an active subscription sees of who wrote a review (spec section 5, "Verification details"). */
export interface ReviewerDetails {
  reviewerPosition: string;
  reviewerVessel: string;
  reviewerCompany: string | null;
  verificationMethod: string;
  ipAddress: string;
  /** The admin's note on the review, when there is one. */
  verificationNotes: string | null;
}

/** A verified review as an employer opening a crew profile sees it. */
export interface EmployerReview {
  id: string;
  rating: number;
  text: string;
  context: string;
  duration: string | null;
  skills: string[];
  reviewerName: string;
  reviewerWorkPosition: string | null;
  createdAt: string;
  /** 'Served together' (ADR 0027), with 'Sea service confirmed' when the reviewer confirmed it; null without one. */
  servedTogether: { vesselName: string; from: string; to: string; serviceConfirmed: boolean } | null;
  /** Null unless the query was asked with subscriber details. */
  reviewerDetails: ReviewerDetails | null;
}

/** The reviews and the numbers an employer sees: verified reviews only (DESIGN.md, "What employers see"). */
export interface EmployerReviews {
  reviews: EmployerReview[];
  /** Reviewers with a shown review: each colleague counts once (ADR 0035). */
  verifiedReviews: number;
  /** One decimal, the average over reviewers of each one's average rating; null without a shown review. */
  averageRating: number | null;
}

/**
 * Every review of a crew member that is confirmed, verified, not hidden and counts (no flag
 * waiting for an admin, reviewer not suspended), newest first: the same reviews a shared
 * profile shows, all of them. The reviewer details go only to a caller that says the viewer
 * has an active subscription.
 */
export class ListReviewsForEmployerQuery extends Query<EmployerReviews> {
  constructor(
    readonly userId: string,
    readonly withReviewerDetails: boolean,
  ) {
    super();
  }
}
