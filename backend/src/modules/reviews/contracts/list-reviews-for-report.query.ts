import type { VerificationStatus } from '@crew/contracts/review-values';
import { Query } from '@nestjs/cqrs';
import type { FraudRule } from '../domain/fraud-rules.js';

/** A verified review as a verification report prints it: who vouched, from where they knew the person, what the checks found. */
export interface ReportReview {
  id: string;
  rating: number;
  text: string;
  context: string;
  reviewerName: string;
  reviewerPosition: string;
  reviewerVessel: string;
  reviewerVerificationStatus: VerificationStatus;
  /**
   * The rules that fired at submission (ADR 0018), flags and warnings. Neither their reasons
   * nor their evidence: those name addresses and devices, which are for admins only.
   */
  fraudSignals: Array<{ rule: FraudRule; weight: 'flag' | 'warning' }>;
  /** The review was flagged and an admin then cleared the flag or vouched for it, or an admin verified it with a note. */
  reviewedByAdmin: boolean;
  createdAt: string;
}

/**
 * A crew member's confirmed, verified and not hidden reviews, newest first, for a
 * verification report: the same reviews a shared profile shows, with the reviewer's position
 * and vessel and what the fraud checks found.
 */
export class ListReviewsForReportQuery extends Query<ReportReview[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}
