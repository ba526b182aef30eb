import { Command } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';
import type { ReviewStatus } from '../domain/review-values.js';
import type { SubmitReviewDto } from './submit-review.dto.js';

/** What the reviewer gets back: the review as recorded, without fraud or verification details. */
export interface SubmittedReview {
  id: string;
  reviewRequestId: string;
  revieweeId: string;
  status: ReviewStatus;
  reviewerName: string;
  rating: number;
  text: string;
  context: string;
  duration: string | null;
  createdAt: string;
}

export class SubmitReviewCommand extends Command<SubmittedReview> {
  constructor(
    readonly reviewerId: string,
    readonly review: Omit<SubmitReviewDto, 'reviewerName'>,
    readonly origin: RequestOrigin,
    /** The reviewer's device cookie, for the same-device rule; never stored raw. */
    readonly deviceId: string | null = null,
  ) {
    super();
  }
}
