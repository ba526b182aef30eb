import type { ReviewActionHandlers } from './ReviewActions';
import { ReviewQueue } from './ReviewQueue';

/** Spec section 2: 'High Risk' cards with the reason (or the fraud signals), IP, reviewer position and vessel, or 'No Suspicious Reviews'. */
export function SuspiciousReviewsTab(handlers: ReviewActionHandlers) {
  return <ReviewQueue suspiciousOnly {...handlers} />;
}
