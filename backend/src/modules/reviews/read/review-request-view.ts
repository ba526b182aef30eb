import type { ServiceOnVessel } from './service-view.dto.js';
import type { EmailStatus, RequestState } from '../domain/review-values.js';
import { iso } from './sql.js';

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
