import { Query } from '@nestjs/cqrs';
import type { ReviewView, SubscriberReviewDetails } from '../read/review-view.js';

/** The signed-in user's received reviews, hidden ones included, newest first. */
export class ListReceivedReviewsQuery extends Query<Array<ReviewView & Partial<SubscriberReviewDetails>>> {
  constructor(readonly userId: string) {
    super();
  }
}
