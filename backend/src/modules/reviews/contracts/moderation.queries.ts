import type { ReviewParties } from '@crew/contracts/admin-rights';
import { Query } from '@nestjs/cqrs';
import type { ModerationReasonCategory } from '@crew/contracts/moderation';
import type { DescribedFraudSignal, FraudRule } from '../domain/fraud-rules.js';
import type { ReviewEventTypeName } from '@crew/contracts/review-events';

export type { FraudRule, FraudEvidence } from '../domain/fraud-rules.js';
/** A signal as admins read it: rule, weight, evidence (with `reviewIds`, the other reviews involved) and its reason. */
export type FraudSignal = DescribedFraudSignal;
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

/** The last admin decision that settled a flag (or vouched for the review), for the card. */
export interface ModerationResolution {
  kind: 'flag-cleared' | 'verified';
  actorId: string | null;
  at: string;
  /** The decision's category and note; events from before reasons were required have only a note. */
  category: ModerationReasonCategory | null;
  note: string | null;
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
  /**
   * What the fraud rules found at submission, flags and warnings, with evidence (ADR 0018), and
   * what later submissions found about this review (ADR 0034), each reason written from its evidence.
   */
  signals: FraudSignal[];
  /** Null while nothing settled it: a flag is live, or no admin ever decided. */
  resolution: ModerationResolution | null;
  isHidden: boolean;
  rating: number;
  text: string;
  reviewerPosition: string;
  reviewerVessel: string;
  ipAddress: string;
  verificationNotes: string | null;
  createdAt: string;
}

export const MODERATION_SORTS = ['newest', 'oldest', 'most-signals', 'lowest-rating'] as const;
export type ModerationSort = (typeof MODERATION_SORTS)[number];

/** What an admin narrows the review lists to; every field optional. */
export interface ModerationFilter {
  /** Only flagged reviews (the Suspicious Reviews tab). */
  suspiciousOnly?: boolean;
  status?: 'pending' | 'confirmed';
  verified?: boolean;
  /** Reviews one of whose signals came from this rule. */
  rule?: FraudRule;
  /** At least this many signals, and at least this many of weight 'flag'. */
  minSignals?: number;
  minFlags?: number;
  revieweeId?: string;
  /** Any of these reviewees (e.g. the people whose name matched a search). */
  revieweeIds?: readonly string[];
  reviewerId?: string;
  /** Part of the reviewer's name or email. */
  reviewer?: string;
  /** Submitted on or after `from` and before `to` (ISO times). */
  from?: string;
  to?: string;
  sort?: ModerationSort;
}

export interface ModerationReviewPage {
  reviews: ModerationReview[];
  total: number;
}

/** One page of reviews (not deleted) matching the filter, newest first unless sorted otherwise. */
export class ListReviewsForModerationQuery extends Query<ModerationReviewPage> {
  constructor(readonly options: ModerationFilter & { limit?: number; offset?: number } = {}) {
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

/**
 * Who each review is between, for the admin-rights policy (deleted reviews included, from the
 * log). Ids that name no review are left out.
 */
export class GetReviewPartiesQuery extends Query<Array<ReviewParties & { id: string }>> {
  constructor(readonly reviewIds: readonly string[]) {
    super();
  }
}

/** The last admin decision that people can dispute (DESIGN.md, "Disputes"): a removal or a flag an admin upheld. */
export interface DisputableDecision {
  kind: 'removed' | 'flag-upheld';
  actorId: string;
  at: string;
  category: ModerationReasonCategory | null;
  note: string | null;
}

/** A review as its dispute shows it (deleted ones included, from the log). */
export interface ReviewUnderDispute {
  reviewId: string;
  revieweeId: string;
  reviewerId: string;
  rating: number;
  text: string;
  /** null when the last admin decision is not one people can dispute (or there is none). */
  decision: DisputableDecision | null;
}

/** What a dispute is about; null when no such review exists. */
export class GetReviewUnderDisputeQuery extends Query<ReviewUnderDispute | null> {
  constructor(readonly reviewId: string) {
    super();
  }
}
