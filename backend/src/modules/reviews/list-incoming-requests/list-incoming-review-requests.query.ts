import { Query } from '@nestjs/cqrs';

export interface IncomingReviewRequestView {
  id: string;
  requesterId: string;
  requesterName: string;
  requesterPosition: string | null;
  /** The addressee's name from their account (the signed-in user); null if it has none. */
  reviewerName: string | null;
  context: string;
  duration: string | null;
  message: string | null;
  createdAt: string;
}

/** Pending requests addressed to the signed-in user's email, newest first. */
export class ListIncomingReviewRequestsQuery extends Query<IncomingReviewRequestView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
