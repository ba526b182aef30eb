import { Query } from '@nestjs/cqrs';
import type { TimestampCursor } from '../../../platform/http/keyset-pages.js';
import type { SentReviewRequestView } from '../read/review-request-view.js';

export interface SentReviewRequestsPage {
  requests: SentReviewRequestView[];
  next: TimestampCursor | null;
}

/** One page of the requester's own sent requests, newest first, after `after` when given. */
export class ListSentReviewRequestsQuery extends Query<SentReviewRequestsPage> {
  constructor(
    readonly requesterId: string,
    readonly limit: number,
    readonly after: TimestampCursor | null,
  ) {
    super();
  }
}
