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

/**
 * Every review of a crew member that is confirmed, verified, not hidden and counts (no flag
 * waiting for an admin, reviewer not suspended), newest first: the same reviews a shared
 * profile shows, all of them. The reviewer details go only to a caller that says the viewer
 * has an active subscription.
 */
export class ListReviewsForEmployerQuery extends Query<EmployerReview[]> {
  constructor(
    readonly userId: string,
    readonly withReviewerDetails: boolean,
  ) {
    super();
  }
}
