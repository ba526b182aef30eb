import type { ReceivedReviewsFilter } from '@crew/contracts/review-values';
import { Query } from '@nestjs/cqrs';
import type { ReviewView, SubscriberReviewDetails } from '../read/review-view.js';

/** Where a page of received reviews continues: the last row's created_at (exact, as PostgreSQL prints it) and id. */
export interface ReceivedReviewsCursor {
  at: string;
  id: string;
}

export interface ReceivedReviewsPage {
  reviews: Array<ReviewView & Partial<SubscriberReviewDetails>>;
  next: ReceivedReviewsCursor | null;
}

/** One page of the signed-in user's received reviews, hidden ones included, newest first. */
export class ListReceivedReviewsQuery extends Query<ReceivedReviewsPage> {
  constructor(
    readonly userId: string,
    readonly limit: number,
    readonly after: ReceivedReviewsCursor | null,
    readonly filter: ReceivedReviewsFilter | null = null,
  ) {
    super();
  }
}
