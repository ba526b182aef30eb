import type { Schemas } from '../../../lib/api-types';

/** Bodies of the reviews endpoints, from the generated API types (spec sections 3 and 7). */
export type { Assessment, EmailStatus, Recommendation, RequestState } from '@crew/contracts/review-values';
export type ReviewerVerificationStatus = Schemas['ReviewView']['reviewerVerificationStatus'];

/**
 * A review I received (GET /api/reviews); the reviewer details only for subscribers. The
 * status stays open to values added later, which the card shows as 'Under Review'.
 */
export type Review = Omit<Schemas['ReviewView'], 'status'> & { status: Schemas['ReviewView']['status'] | (string & {}) };
/** A request someone sent me (GET /api/incoming-review-requests). */
export type IncomingReviewRequest = Schemas['IncomingReviewRequestView'];
/** A request I sent (GET /api/review-requests), with its state and email delivery. */
export type SentReviewRequest = Schemas['SentReviewRequestView'];
export type CreateReviewRequestInput = Schemas['RequestReviewDto'];
/** POST /api/review-requests answers at once: the email is queued (DESIGN.md, "Emails"). */
export type CreatedReviewRequest = Schemas['CreatedReviewRequest'];
export type SubmitReviewInput = Schemas['SubmitReviewDto'];
export type SubmittedReview = Schemas['SubmittedReview'];
export type ProfileStats = Schemas['ProfileStats'];
export type SkillRating = Schemas['SkillRating'];
