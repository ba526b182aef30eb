import type { ServiceOnVessel } from '../read/service-view.dto.js';
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
  /** The requester's period of sea service the review is about, if named (ADR 0027). */
  service: ServiceOnVessel | null;
  /** The days the addressee's own sea service overlaps it on the same IMO number: the review will say 'Served together'. */
  servedTogether: ServiceOnVessel | null;
}

/** Pending requests addressed to the signed-in user's email, newest first. */
export class ListIncomingReviewRequestsQuery extends Query<IncomingReviewRequestView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
