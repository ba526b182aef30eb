import { Command } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';
import type { ReviewView, SubscriberReviewDetails } from '../read/review-view.js';

/** The reviewee hides a visible review or shows a hidden one. */
export class ToggleReviewVisibilityCommand extends Command<ReviewView & Partial<SubscriberReviewDetails>> {
  constructor(
    readonly reviewId: string,
    readonly userId: string,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}
