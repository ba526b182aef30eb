import type { Decider } from './decider.js';
import { ReviewError, ReviewErrors } from './review-errors.js';
import { type NamedService, REVIEW_REQUEST_STREAM, type RequestCancelReason, type ReviewRequestEvent } from './review-events.js';
import type { EmailStatus, RequestState } from './review-values.js';
import { alreadyReviewed, type ReviewedVessel } from './repeat-reviews.js';

export interface ReviewRequestState {
  status: 'none' | RequestState;
  requesterId: string;
  reviewerEmail: string;
  context: string;
  duration: string | null;
  emailStatus: EmailStatus;
  /** The requester's period of sea service the review is about, if they named one. */
  service: NamedService | null;
}

export type ReviewRequestCommand =
  | {
      type: 'RequestReview';
      requesterId: string;
      /** The requester's account email, to refuse a request to oneself. */
      requesterEmail: string;
      requesterName: string;
      requesterPosition: string | null;
      reviewerEmail: string;
      context: string;
      duration: string | null;
      message: string | null;
      /** A period of the requester's own sea service (the handler found it in their record). */
      service?: NamedService | null;
      /** Reviews the requester already has from this address (answered requests whose review exists), with their vessels. */
      reviewedBefore?: readonly ReviewedVessel[];
    }
  | { type: 'RecordInvitationSent'; to: string }
  | { type: 'RecordInvitationFailed'; to: string; reason: string }
  | { type: 'DeclineRequest'; actorId: string; actorEmail: string }
  | { type: 'AnswerRequest'; actorId: string; actorEmail: string; reviewId: string; revieweeId: string }
  /** An account deletion closes the pending requests of the person, both ways (ADR 0019). */
  | { type: 'CancelRequest'; actorId: string; reason: RequestCancelReason }
  /** The addressee's account moved from `from` to `to`: a pending request to `from` follows it. */
  | { type: 'ReaddressRequest'; from: string; to: string };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const initialRequestState: ReviewRequestState = {
  status: 'none',
  requesterId: '',
  reviewerEmail: '',
  context: '',
  duration: null,
  emailStatus: 'queued',
  service: null,
};

function decide(state: ReviewRequestState, command: ReviewRequestCommand): ReviewRequestEvent[] | ReviewError {
  if (command.type === 'RequestReview') {
    if (state.status !== 'none') return ReviewErrors.requestExists();
    if (sameEmail(command.reviewerEmail, command.requesterEmail)) return ReviewErrors.selfRequest();
    const { type: _, requesterEmail: __, service, reviewedBefore = [], ...data } = command;
    if (service && service.requesterId !== command.requesterId) return ReviewErrors.serviceNotYours();
    const vessel = service ? { imoNumber: service.imoNumber, name: service.vesselName } : { imoNumber: null, name: command.context };
    const repeat = alreadyReviewed(vessel, reviewedBefore);
    if (repeat) return ReviewErrors.alreadyReviewedForVessel(repeat.reviewerName, repeat.vessel);
    const requested: ReviewRequestEvent = { type: 'ReviewRequested', data: { ...data, reviewerEmail: command.reviewerEmail.trim().toLowerCase() } };
    return service ? [requested, { type: 'ReviewRequestServiceNamed', data: service }] : [requested];
  }
  if (state.status === 'none') return ReviewErrors.requestNotFound();

  switch (command.type) {
    case 'RecordInvitationSent':
      // The queue may report a delivery twice; the first report stands.
      return state.emailStatus === 'sent' ? [] : [{ type: 'ReviewRequestEmailSent', data: { to: command.to } }];
    case 'RecordInvitationFailed':
      // A mail that was delivered stays delivered, whatever a late failure report says.
      return state.emailStatus === 'queued' ? [{ type: 'ReviewRequestEmailFailed', data: { to: command.to, reason: command.reason } }] : [];
    case 'DeclineRequest':
      if (!sameEmail(command.actorEmail, state.reviewerEmail)) return ReviewErrors.notAddresseeDecline();
      if (state.status !== 'pending') return ReviewErrors.requestClosed();
      return [{ type: 'ReviewRequestDeclined', data: { declinedBy: command.actorId } }];
    case 'AnswerRequest':
      if (!sameEmail(command.actorEmail, state.reviewerEmail)) return ReviewErrors.notAddresseeAnswer();
      if (state.status !== 'pending') return ReviewErrors.requestClosed();
      if (command.revieweeId !== state.requesterId) return ReviewErrors.wrongReviewee();
      return [{ type: 'ReviewRequestAnswered', data: { reviewId: command.reviewId, reviewerId: command.actorId } }];
    case 'CancelRequest':
      if (state.status !== 'pending') return ReviewErrors.requestClosed();
      return [{ type: 'ReviewRequestCancelled', data: { cancelledBy: command.actorId, reason: command.reason } }];
    case 'ReaddressRequest':
      // Nothing to move (closed, already moved, or addressed elsewhere): not an error, so a
      // repeated or late address change passes over the request without a trace.
      if (state.status !== 'pending' || !sameEmail(state.reviewerEmail, command.from) || sameEmail(command.from, command.to)) return [];
      return [{ type: 'ReviewRequestReaddressed', data: { reviewerEmail: command.to.trim().toLowerCase() } }];
  }
}

function evolve(state: ReviewRequestState, event: ReviewRequestEvent): ReviewRequestState {
  switch (event.type) {
    case 'ReviewRequested':
      return {
        status: 'pending',
        requesterId: event.data.requesterId,
        reviewerEmail: event.data.reviewerEmail,
        context: event.data.context,
        duration: event.data.duration,
        emailStatus: 'queued',
        service: null,
      };
    case 'ReviewRequestServiceNamed':
      return { ...state, service: event.data };
    case 'ReviewRequestEmailSent':
      return { ...state, emailStatus: 'sent' };
    case 'ReviewRequestEmailFailed':
      return { ...state, emailStatus: 'failed' };
    case 'ReviewRequestDeclined':
      return { ...state, status: 'declined' };
    case 'ReviewRequestAnswered':
      return { ...state, status: 'answered' };
    case 'ReviewRequestCancelled':
      return { ...state, status: 'cancelled' };
    case 'ReviewRequestReaddressed':
      return { ...state, reviewerEmail: event.data.reviewerEmail };
  }
}

export const reviewRequestDecider: Decider<ReviewRequestState, ReviewRequestCommand, ReviewRequestEvent> = {
  streamType: REVIEW_REQUEST_STREAM,
  initialState: initialRequestState,
  decide,
  evolve,
};
