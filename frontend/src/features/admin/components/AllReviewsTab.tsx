import type { ReviewActionHandlers } from './ReviewActions';
import { ReviewQueue } from './ReviewQueue';

/** Spec section 2: every review with its status, badges, text, rating and date; a queue an admin can filter and work through. */
export function AllReviewsTab(handlers: ReviewActionHandlers) {
  return <ReviewQueue suspiciousOnly={false} {...handlers} />;
}
