import { Query } from '@nestjs/cqrs';
import type { SentReviewRequestView } from '../read/review-request-view.js';

/** The requester's own sent requests, newest first. */
export class ListSentReviewRequestsQuery extends Query<SentReviewRequestView[]> {
  constructor(readonly requesterId: string) {
    super();
  }
}
