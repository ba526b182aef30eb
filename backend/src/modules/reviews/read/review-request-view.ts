import type { ServiceOnVessel } from './service-view.dto.js';
import type { EmailStatus, RequestState } from '../domain/review-values.js';
import type { NamedService, ReviewRequested } from '../domain/review-events.js';
import { iso, isoMillis } from './sql.js';

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

/** The request's `service` column (ReviewProjector writes it) from the period named. */
export function serviceOnVessel(named: NamedService): ServiceOnVessel {
  return { vesselName: named.vesselName, imoNumber: named.imoNumber, from: named.signOnDate, to: named.signOffDate };
}

export const SENT_REQUEST_COLUMNS = `id, requester_id as "requesterId", reviewer_email as "reviewerEmail", context, duration, message,
  ${iso('created_at')} as "createdAt", state, email_status as "emailStatus",
  case when service is not null then json_build_object('vesselName', service->>'vesselName', 'imoNumber', service->>'imoNumber',
    'from', service->>'from', 'to', service->>'to') end as service`;

/**
 * A request just recorded, as SENT_REQUEST_COLUMNS will read its row: what RequestReview
 * answers, without reading the row back (the answer test compares the two byte for byte).
 * `recordedAt` is its events' (the row's created_at, ReviewProjector).
 */
export function newSentRequestView(id: string, requested: ReviewRequested['data'], named: NamedService | null, recordedAt: string): SentReviewRequestView {
  return {
    id,
    requesterId: requested.requesterId,
    reviewerEmail: requested.reviewerEmail,
    context: requested.context,
    duration: requested.duration,
    message: requested.message,
    createdAt: isoMillis(recordedAt),
    state: 'pending',
    emailStatus: 'queued',
    service: named ? serviceOnVessel(named) : null,
  };
}
