import { Query } from '@nestjs/cqrs';
import type { ReviewEventTypeName } from '@crew/contracts/review-events';
import type { FraudSignal } from '../domain/fraud-rules.js';

export type { FraudRule, FraudSignal } from '../domain/fraud-rules.js';
export { FRAUD_RULES } from '../domain/fraud-rules.js';

/** One step of a review's history: who did what, when and from where. */
export interface ReviewHistoryEntry {
  stream: 'review-request' | 'review';
  type: ReviewEventTypeName;
  typeVersion: number;
  data: Record<string, unknown>;
  actorId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  recordedAt: string;
}

/**
 * A review's full history for admins, deleted reviews included: the events of the request it
 * answered, then its own, in the order they were recorded. null when no such review exists.
 */
export class GetReviewHistoryQuery extends Query<ReviewHistoryEntry[] | null> {
  constructor(readonly reviewId: string) {
    super();
  }
}

/** A review as an admin sees it (All Reviews and Suspicious Reviews tabs). */
export interface ModerationReview {
  id: string;
  revieweeId: string;
  reviewerId: string;
  reviewerName: string;
  reviewerEmail: string;
  status: 'pending' | 'confirmed';
  isVerified: boolean;
  flaggedAsSuspicious: boolean;
  flaggingReason: string | null;
  /** What the fraud rules found at submission, flags and warnings, with evidence (ADR 0018). */
  signals: FraudSignal[];
  isHidden: boolean;
  rating: number;
  text: string;
  reviewerPosition: string;
  reviewerVessel: string;
  ipAddress: string;
  verificationNotes: string | null;
  createdAt: string;
}

/** Every review (not deleted), newest first; suspiciousOnly keeps the flagged ones. */
export class ListReviewsForModerationQuery extends Query<ModerationReview[]> {
  constructor(readonly options: { suspiciousOnly?: boolean; limit?: number; offset?: number } = {}) {
    super();
  }
}

export interface ReviewTotals {
  totalReviews: number;
  verifiedReviews: number;
  pendingReviews: number;
  suspiciousReviews: number;
}

/** Numbers over all reviews for the admin dashboard. */
export class GetReviewTotalsQuery extends Query<ReviewTotals> {}
