import type { ServiceOnVessel } from './service-view.dto.js';
import type { NamedService, ReviewRequested } from '../domain/review-events.js';
import type { EmailStatus, RequestState } from '../domain/review-values.js';
import { iso, isoOfTimestampText } from './sql.js';

/** A sent request as its requester sees it (GET /api/review-requests, POST answer). */
export interface SentReviewRequestView {
  id: string;
  requesterId: string;
  reviewerEmail: string;
  context: string;
  duration: string | null;
  message: string | null;
  createdAt: string;
  state: RequestState;
  emailStatus: EmailStatus;
  /** The requester's period of sea service the review is about, if named (ADR 0027). */
  service: ServiceOnVessel | null;
}

export const SENT_REQUEST_COLUMNS = `id, requester_id as "requesterId", reviewer_email as "reviewerEmail", context, duration, message,
  ${iso('created_at')} as "createdAt", state, email_status as "emailStatus", service`;

/**
 * The view of a request just recorded, from the events its row is projected from (ReviewRequested
 * recorded at `recordedAt`, and ReviewRequestServiceNamed when a period is named): what
 * SENT_REQUEST_COLUMNS reads from that new row, value for value and key for key, without the
 * read. A test compares the two answers byte for byte.
 */
export function newSentRequestView(id: string, requested: ReviewRequested['data'], service: NamedService | null, recordedAt: string): SentReviewRequestView {
  return {
    id,
    requesterId: requested.requesterId,
    reviewerEmail: requested.reviewerEmail,
    context: requested.context,
    duration: requested.duration,
    message: requested.message,
    createdAt: isoOfTimestampText(recordedAt),
    state: 'pending',
    emailStatus: 'queued',
    // In the order jsonb gives the column's keys back (shorter keys first).
    service: service && { to: service.signOffDate, from: service.signOnDate, imoNumber: service.imoNumber, vesselName: service.vesselName },
  };
}
