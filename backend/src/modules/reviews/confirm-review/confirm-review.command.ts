import { Command } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';
import type { ReviewView, SubscriberReviewDetails } from '../read/review-view.js';

/** The reviewee confirms a pending review (the mutual-confirmation step). */
export class ConfirmReviewCommand extends Command<ReviewView & Partial<SubscriberReviewDetails>> {
  constructor(
    readonly reviewId: string,
    readonly userId: string,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}
