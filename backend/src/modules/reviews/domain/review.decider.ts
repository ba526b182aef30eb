import { reviewModerationRefusal } from '@crew/contracts/admin-rights';
import { type ModerationReason, reasonLabel } from '@crew/contracts/moderation';
import type { Decider } from './decider.js';
import { describeSignal, flagReasons, type FraudSignal } from './fraud-rules.js';
import { ReviewError, ReviewErrors } from './review-errors.js';
import { REVIEW_STREAM, type ReviewEvent, type ReviewSubmittedData, type ServedTogetherData } from './review-events.js';
import { LIMITS, type ReviewStatus } from './review-values.js';

export interface ReviewState {
  status: 'none' | 'deleted' | ReviewStatus;
  /** While deleted: the status to go back to, when an admin removed it (null: it went with an account, for good). */
  restorableTo: ReviewStatus | null;
  revieweeId: string;
  reviewerId: string;
  isHidden: boolean;
  flagged: boolean;
  isVerified: boolean;
  /** The reviewer answered from the address the request went to (DESIGN.md, "Review verification"). */
  reviewerVerified: boolean;
  /** An admin verified it or cleared its flag: later signals from other reviews add evidence, not a flag. */
  settledByAdmin: boolean;
}

export type ReviewCommand =
  | {
      type: 'SubmitReview';
      review: ReviewSubmittedData;
      /** What the fraud rules found (domain/fraud-rules.ts): any flag, or a warning with another signal, flags the review. */
      fraudSignals: FraudSignal[];
      /** The reviewer's service overlapping the period the request named (ADR 0027), if any. */
      servedTogether?: ServedTogetherData | null;
      /** The reviewer confirms the reviewee's service over the days they served together. */
      confirmService?: boolean;
    }
  /**
   * Another review's submission found signals that involve this one (signalsOnOthers in
   * fraud-rules.ts): recorded here, and a flag among them flags this review too.
   */
  | { type: 'NameInFraudSignals'; byReviewId: string; signals: FraudSignal[] }
  | { type: 'ConfirmReview'; actorId: string }
  | { type: 'ToggleVisibility'; actorId: string }
  /** The reviewee's account is deleted: the reviews about them go with it (not a moderation decision). */
  | { type: 'DeleteWithAccount'; actorId: string; reason: string }
  | ModerationCommand;

/** An admin's decision on a review, always with its reason (DESIGN.md, "Moderation reasons"). */
export type ModerationCommand = {
  type: 'FlagReview' | 'VerifyReview' | 'ClearReviewFlag' | 'DeleteReview' | 'RestoreReview';
  actorId: string;
  decision: ModerationReason;
};

export const initialReviewState: ReviewState = {
  status: 'none',
  restorableTo: null,
  revieweeId: '',
  reviewerId: '',
  isHidden: false,
  flagged: false,
  isVerified: false,
  reviewerVerified: false,
  settledByAdmin: false,
};

function decideSubmit(state: ReviewState, review: ReviewSubmittedData, signals: FraudSignal[], servedTogether: ServedTogetherData | null, confirmService: boolean): ReviewEvent[] | ReviewError {
  if (state.status !== 'none') return ReviewErrors.reviewExists();
  if (review.reviewerId === review.revieweeId) return ReviewErrors.selfReview();
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) return ReviewErrors.badRating();
  if (!review.text.trim() || review.text.length > LIMITS.text) return ReviewErrors.emptyText();
  const events: ReviewEvent[] = [{ type: 'ReviewSubmitted', data: review }];
  // Extra proof, never a requirement: only recorded when there is an overlap, and only about the reviewee.
  if (servedTogether) {
    if (servedTogether.revieweeId !== review.revieweeId || servedTogether.from > servedTogether.to) return ReviewErrors.serviceNotYours();
    events.push({ type: 'ReviewServedTogether', data: servedTogether });
  }
  if (confirmService) {
    // Only the service both served: a reviewer vouches for the days they were on board too.
    if (!servedTogether) return ReviewErrors.nothingToConfirm();
    const { revieweeId, revieweePeriodId, from, to } = servedTogether;
    events.push({ type: 'ReviewSeaServiceConfirmed', data: { revieweeId, reviewerId: review.reviewerId, revieweePeriodId, from, to } });
  }
  if (signals.length > 0) events.push({ type: 'ReviewFraudSignalsFound', data: { signals } });
  const reasons = flagReasons(signals);
  if (reasons.length > 0) events.push({ type: 'ReviewFlagged', data: { reason: reasons.join('; '), flaggedBy: null } });
  return events;
}

/**
 * The evidence is always recorded on a live review. A flag among the signals flags it, unless it
 * is flagged already (one flag, one reason to settle) or an admin already settled it: their
 * decision stands, and the new review, flagged itself, links back here for them to look again.
 * A deleted review is left alone: there is nothing to moderate, and the submission goes on.
 */
function decideNamed(state: ReviewState, byReviewId: string, signals: FraudSignal[]): ReviewEvent[] {
  if (state.status === 'none' || state.status === 'deleted' || signals.length === 0) return [];
  const events: ReviewEvent[] = [{ type: 'ReviewNamedInFraudSignals', data: { reviewId: byReviewId, signals } }];
  const flags = signals.filter((s) => s.weight === 'flag');
  if (flags.length > 0 && !state.flagged && !state.settledByAdmin) {
    events.push({ type: 'ReviewFlagged', data: { reason: flags.map(describeSignal).join('; '), flaggedBy: null } });
  }
  return events;
}

function decide(state: ReviewState, command: ReviewCommand): ReviewEvent[] | ReviewError {
  if (command.type === 'SubmitReview') return decideSubmit(state, command.review, command.fraudSignals, command.servedTogether ?? null, command.confirmService ?? false);
  if (command.type === 'RestoreReview') return decideModeration(state, command);
  if (command.type === 'NameInFraudSignals') return decideNamed(state, command.byReviewId, command.signals);
  if (state.status === 'none' || state.status === 'deleted') return ReviewErrors.reviewNotFound();

  switch (command.type) {
    case 'ConfirmReview':
      if (command.actorId !== state.revieweeId) return ReviewErrors.notRevieweeConfirm();
      if (state.status !== 'pending') return ReviewErrors.notPending();
      return [{ type: 'ReviewConfirmed', data: { confirmedBy: command.actorId } }];
    case 'ToggleVisibility':
      if (command.actorId !== state.revieweeId) return ReviewErrors.notRevieweeVisibility();
      return state.isHidden ? [{ type: 'ReviewShown', data: { shownBy: command.actorId } }] : [{ type: 'ReviewHidden', data: { hiddenBy: command.actorId } }];
    case 'DeleteWithAccount':
      return [{ type: 'ReviewDeleted', data: { deletedBy: command.actorId, reason: command.reason } }];
    // Admin commands: the moderation module checks the admin level before sending them.
    default:
      return decideModeration(state, command);
  }
}

/**
 * Nobody moderates a review they wrote or one about them, whichever path sent the command
 * (DESIGN.md, "Admin rights"): the access guard refuses it at the HTTP edge, and the decider
 * refuses it again for bulk actions and any other sender.
 */
function decideModeration(state: ReviewState, command: ModerationCommand): ReviewEvent[] | ReviewError {
  if (state.status === 'none') return ReviewErrors.reviewNotFound();
  const refused = reviewModerationRefusal({ id: command.actorId, adminLevel: 'moderator' }, state);
  if (refused) return new ReviewError('forbidden', refused);
  const { actorId, decision } = command;
  switch (command.type) {
    case 'FlagReview':
      return [{ type: 'ReviewFlagged', data: { reason: `${reasonLabel(decision.category)}: ${decision.note}`, flaggedBy: actorId, decision } }];
    case 'VerifyReview':
      return [{ type: 'ReviewVerified', data: { verifiedBy: actorId, notes: decision.note, decision } }];
    case 'ClearReviewFlag':
      if (!state.flagged) return ReviewErrors.notFlagged();
      return [{ type: 'ReviewFlagCleared', data: { clearedBy: actorId, notes: decision.note, decision } }];
    case 'DeleteReview':
      return [{ type: 'ReviewDeleted', data: { deletedBy: actorId, reason: decision.note, decision } }];
    case 'RestoreReview':
      if (state.status !== 'deleted' || !state.restorableTo) return ReviewErrors.notRestorable();
      return [{ type: 'ReviewRestored', data: { restoredBy: actorId, decision } }];
  }
}

function evolve(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewSubmitted':
      return {
        status: 'pending',
        restorableTo: null,
        revieweeId: event.data.revieweeId,
        reviewerId: event.data.reviewerId,
        isHidden: false,
        flagged: false,
        isVerified: event.data.reviewerVerificationStatus === 'verified',
        reviewerVerified: event.data.reviewerVerificationStatus === 'verified',
        settledByAdmin: false,
      };
    case 'ReviewConfirmed':
      return { ...state, status: 'confirmed' };
    case 'ReviewHidden':
      return { ...state, isHidden: true };
    case 'ReviewShown':
      return { ...state, isHidden: false };
    case 'ReviewFraudSignalsFound':
    case 'ReviewNamedInFraudSignals':
    case 'ReviewServedTogether':
    case 'ReviewSeaServiceConfirmed':
      return state;
    case 'ReviewFlagged':
      return { ...state, flagged: true, isVerified: false };
    case 'ReviewVerified':
      return { ...state, flagged: false, isVerified: true, settledByAdmin: true };
    case 'ReviewFlagCleared':
      return { ...state, flagged: false, isVerified: state.reviewerVerified, settledByAdmin: true };
    case 'ReviewDeleted':
      // Only an admin's removal (it carries a decision) can be undone.
      return { ...state, status: 'deleted', restorableTo: event.data.decision && (state.status === 'pending' || state.status === 'confirmed') ? state.status : null };
    case 'ReviewRestored':
      return { ...state, status: state.restorableTo ?? state.status, restorableTo: null };
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  streamType: REVIEW_STREAM,
  initialState: initialReviewState,
  decide,
  evolve,
  // The state holds the two ids, statuses and flags: a submission marking the reviews it names
  // (ADR 0034) reads their streams without opening them.
  foldsWithoutPersonalData: true,
};
