import type { StoredEvent } from '../event-store/event-store.js';
import type { AnyReviewEvent } from '../domain/review-events.js';
import { nearDuplicateBands, nearDuplicateLength } from '../domain/fraud-rules.js';
import { serviceOnVessel } from '../read/review-request-view.js';

/**
 * A stream's read row computed in memory from the stream's events: what ReviewProjector.applyRow
 * leaves in review_requests or reviews after applying them one by one (rows only, no
 * aggregates). The bulk rebuild (ADR 0055) writes these rows many at a time instead of running a
 * statement per event; the consistency check compares what it writes with the live tables, so
 * any difference between the two definitions shows as drift in every test that runs the check.
 *
 * Each case below mirrors the SQL of the same case in applyRow: keep them together.
 */

/** A review_requests row, by column name. */
export interface RequestRow {
  id: string;
  requester_id: string;
  requester_name: string;
  requester_position: string | null;
  reviewer_email: string;
  context: string;
  duration: string | null;
  message: string | null;
  service: unknown;
  state: string;
  email_status: string;
  email_error: string | null;
  review_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A reviews row, by column name. */
export interface ReviewRow {
  id: string;
  request_id: string;
  reviewee_id: string;
  reviewer_id: string;
  reviewer_email: string;
  reviewer_name: string;
  reviewer_profile_image: string | null;
  reviewer_work_position: string | null;
  status: string;
  is_verified: boolean;
  reviewer_verification_status: string;
  rating: number;
  text: string;
  duplicate_bands: number[];
  duplicate_length: number;
  context: string;
  duration: string | null;
  skills: string[];
  technical_skills: string | null;
  work_ethic: string | null;
  communication: string | null;
  professionalism: string | null;
  recommendation: string | null;
  reviewer_position: string;
  reviewer_vessel: string;
  reviewer_company: string | null;
  verification_method: string;
  ip_address: string;
  verification_notes: string | null;
  flagged_as_suspicious: boolean;
  flagging_reason: string | null;
  fraud_signals: unknown[];
  served_together: unknown;
  service_confirmed: boolean;
  is_hidden: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

/** One stream's row: a request's, a review's, or none (a review deleted and not restored, or no creating event). */
export type StreamRow = { table: 'review_requests'; row: RequestRow } | { table: 'reviews'; row: ReviewRow } | null;

/** The row a stream's events (in stream order) leave. */
export function foldStream(events: readonly StoredEvent[]): StreamRow {
  let request: RequestRow | null = null;
  let review: ReviewRow | null = null;
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as AnyReviewEvent;
    const at = stored.recordedAt;
    // An update of a row that does not exist changes nothing, as in SQL.
    const changeRequest = (change: Partial<RequestRow>): RequestRow | null => request && { ...request, ...change, version: stored.streamVersion, updated_at: at };
    const changeReview = (change: Partial<ReviewRow>): ReviewRow | null => review && { ...review, ...change, version: stored.streamVersion, updated_at: at };
    switch (event.type) {
      case 'ReviewRequested': {
        const d = event.data;
        request = {
          id: stored.streamId, requester_id: d.requesterId, requester_name: d.requesterName, requester_position: d.requesterPosition,
          reviewer_email: d.reviewerEmail, context: d.context, duration: d.duration, message: d.message, service: null, state: 'pending',
          email_status: 'queued', email_error: null, review_id: null, version: stored.streamVersion, created_at: at, updated_at: at,
        };
        break;
      }
      case 'ReviewRequestEmailSent':
        request = changeRequest({ email_status: 'sent', email_error: null });
        break;
      case 'ReviewRequestEmailFailed':
        request = changeRequest({ email_status: 'failed', email_error: event.data.reason.slice(0, 500) });
        break;
      case 'ReviewRequestDeclined':
        request = changeRequest({ state: 'declined' });
        break;
      case 'ReviewRequestAnswered':
        request = changeRequest({ state: 'answered', review_id: event.data.reviewId });
        break;
      case 'ReviewRequestCancelled':
        request = changeRequest({ state: 'cancelled' });
        break;
      case 'ReviewRequestReaddressed':
        request = changeRequest({ reviewer_email: event.data.reviewerEmail });
        break;
      case 'ReviewRequestServiceNamed':
        request = changeRequest({ service: serviceOnVessel(event.data) });
        break;
      case 'ReviewSeaServiceConfirmed':
        review = changeReview({ service_confirmed: true });
        break;
      case 'ReviewServedTogether': {
        const d = event.data;
        review = changeReview({ served_together: { vesselName: d.vesselName, imoNumber: d.imoNumber, from: d.from, to: d.to, periodId: d.revieweePeriodId } });
        break;
      }
      case 'ReviewSubmitted': {
        const d = event.data;
        review = {
          id: stored.streamId, request_id: d.requestId, reviewee_id: d.revieweeId, reviewer_id: d.reviewerId, reviewer_email: d.reviewerEmail,
          reviewer_name: d.reviewerName, reviewer_profile_image: d.reviewerProfileImage, reviewer_work_position: d.reviewerWorkPosition,
          status: 'pending', is_verified: d.reviewerVerificationStatus === 'verified', reviewer_verification_status: d.reviewerVerificationStatus,
          rating: d.rating, text: d.text, duplicate_bands: nearDuplicateBands(d.revieweeId, d.text), duplicate_length: nearDuplicateLength(d.text),
          context: d.context, duration: d.duration, skills: d.skills.map(String), technical_skills: d.technicalSkills, work_ethic: d.workEthic,
          communication: d.communication, professionalism: d.professionalism, recommendation: d.recommendation, reviewer_position: d.reviewerPosition,
          reviewer_vessel: d.reviewerVessel, reviewer_company: d.reviewerCompany, verification_method: d.verificationMethod,
          ip_address: d.ipAddress.slice(0, 64), verification_notes: null, flagged_as_suspicious: false, flagging_reason: null, fraud_signals: [],
          served_together: null, service_confirmed: false, is_hidden: false, version: stored.streamVersion, created_at: at, updated_at: at,
        };
        break;
      }
      case 'ReviewConfirmed':
        review = changeReview({ status: 'confirmed' });
        break;
      case 'ReviewHidden':
        review = changeReview({ is_hidden: true });
        break;
      case 'ReviewShown':
        review = changeReview({ is_hidden: false });
        break;
      case 'ReviewFraudSignalsFound':
        review = changeReview({ fraud_signals: event.data.signals });
        break;
      case 'ReviewNamedInFraudSignals':
        review = review && changeReview({ fraud_signals: [...review.fraud_signals, ...event.data.signals] });
        break;
      case 'ReviewFlagged': {
        // SQL: case when flagging_reason is null then ? else flagging_reason || '; ' || ? end (null when the reason is).
        const reason = event.data.reason ?? null;
        review = review && changeReview({
          flagged_as_suspicious: true, is_verified: false,
          flagging_reason: reason === null ? null : review.flagging_reason === null ? reason : `${review.flagging_reason}; ${reason}`,
        });
        break;
      }
      case 'ReviewVerified':
        review = review && changeReview({
          is_verified: true, flagged_as_suspicious: false, flagging_reason: null, verification_notes: event.data.notes ?? review.verification_notes,
        });
        break;
      case 'ReviewFlagCleared':
        review = review && changeReview({
          flagged_as_suspicious: false, flagging_reason: null, is_verified: review.reviewer_verification_status === 'verified',
          verification_notes: event.data.notes ?? review.verification_notes,
        });
        break;
      case 'ReviewDeleted':
        review = null;
        break;
      case 'ReviewRestored': {
        // As ReviewProjector.restore: the stream's earlier events again, removals and restores left out.
        const earlier = events.filter((e) => e.streamVersion < stored.streamVersion && e.type !== 'ReviewRestored' && e.type !== 'ReviewDeleted');
        const restored = foldStream(earlier);
        review = restored?.table === 'reviews' ? restored.row : null;
        break;
      }
    }
  }
  if (review) return { table: 'reviews', row: review };
  if (request) return { table: 'review_requests', row: request };
  return null;
}
