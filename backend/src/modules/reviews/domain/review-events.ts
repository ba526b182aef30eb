import type { ModerationReason } from '@crew/contracts/moderation';
import type { FraudSignal } from './fraud-rules.js';
import type { Assessment, Recommendation, VerificationStatus } from './review-values.js';

/**
 * Stored event type names. They are written into review_events.type and must never change:
 * plain string constants, never `SomeClass.name` (a minifier or a rename would rewrite history).
 * Each type has a schema version, stored beside it (docs/events.md lists both).
 */
export const ReviewEventType = {
  ReviewRequested: 'ReviewRequested',
  ReviewRequestEmailSent: 'ReviewRequestEmailSent',
  ReviewRequestEmailFailed: 'ReviewRequestEmailFailed',
  ReviewRequestDeclined: 'ReviewRequestDeclined',
  ReviewRequestAnswered: 'ReviewRequestAnswered',
  ReviewRequestCancelled: 'ReviewRequestCancelled',
  ReviewRequestServiceNamed: 'ReviewRequestServiceNamed',
  ReviewRequestReaddressed: 'ReviewRequestReaddressed',
  ReviewSubmitted: 'ReviewSubmitted',
  ReviewServedTogether: 'ReviewServedTogether',
  ReviewSeaServiceConfirmed: 'ReviewSeaServiceConfirmed',
  ReviewConfirmed: 'ReviewConfirmed',
  ReviewHidden: 'ReviewHidden',
  ReviewShown: 'ReviewShown',
  ReviewFraudSignalsFound: 'ReviewFraudSignalsFound',
  ReviewNamedInFraudSignals: 'ReviewNamedInFraudSignals',
  ReviewFlagged: 'ReviewFlagged',
  ReviewVerified: 'ReviewVerified',
  ReviewFlagCleared: 'ReviewFlagCleared',
  ReviewDeleted: 'ReviewDeleted',
  ReviewRestored: 'ReviewRestored',
} as const;
export type ReviewEventTypeName = (typeof ReviewEventType)[keyof typeof ReviewEventType];

/** Bump a type's version when its data changes shape, and teach the reader the old one. */
export const EVENT_VERSIONS: Record<ReviewEventTypeName, number> = {
  ReviewRequested: 1,
  ReviewRequestEmailSent: 1,
  ReviewRequestEmailFailed: 1,
  ReviewRequestDeclined: 1,
  ReviewRequestAnswered: 1,
  ReviewRequestCancelled: 1,
  ReviewRequestServiceNamed: 1,
  ReviewRequestReaddressed: 1,
  ReviewSubmitted: 1,
  ReviewServedTogether: 1,
  ReviewSeaServiceConfirmed: 1,
  ReviewConfirmed: 1,
  ReviewHidden: 1,
  ReviewShown: 1,
  // v2: no stored reason (written from the evidence when read), no address in the evidence,
  // the other reviews named in `reviewIds` (ADR 0034). v1 is read through currentSignal().
  ReviewFraudSignalsFound: 2,
  ReviewNamedInFraudSignals: 1,
  ReviewFlagged: 1,
  ReviewVerified: 1,
  ReviewFlagCleared: 1,
  ReviewDeleted: 1,
  ReviewRestored: 1,
};

/** Stream types in review_events.stream_type. */
export const REVIEW_REQUEST_STREAM = 'review-request';
export const REVIEW_STREAM = 'review';
export type StreamType = typeof REVIEW_REQUEST_STREAM | typeof REVIEW_STREAM;

type Event<T extends ReviewEventTypeName, D> = { type: T; data: D };

// ---- review request stream -------------------------------------------------------------

export type ReviewRequested = Event<
  'ReviewRequested',
  {
    requesterId: string;
    requesterName: string;
    requesterPosition: string | null;
    /** Lower-cased: the addressee is whoever signs in with this address. */
    reviewerEmail: string;
    context: string;
    duration: string | null;
    message: string | null;
  }
>;
export type ReviewRequestEmailSent = Event<'ReviewRequestEmailSent', { to: string }>;
export type ReviewRequestEmailFailed = Event<'ReviewRequestEmailFailed', { to: string; reason: string }>;
export type ReviewRequestDeclined = Event<'ReviewRequestDeclined', { declinedBy: string }>;
/** Recorded on the request stream with the ReviewSubmitted, so a request is answered once. */
export type ReviewRequestAnswered = Event<'ReviewRequestAnswered', { reviewId: string; reviewerId: string }>;

/** Why a pending request was closed without an answer (ADR 0019): one of its two people is gone. */
export const REQUEST_CANCEL_REASONS = ['addressee account deleted', 'requester account deleted'] as const;
export type RequestCancelReason = (typeof REQUEST_CANCEL_REASONS)[number];
/** A pending request closed because its addressee's or requester's account was deleted; permanent. */
export type ReviewRequestCancelled = Event<'ReviewRequestCancelled', { cancelledBy: string; reason: RequestCancelReason }>;

/**
 * The requester's period of sea service the review is about (ADR 0027), as it was when they
 * asked: a snapshot, so editing or removing the period later does not change what was asked.
 * Vessel and IMO number are the requester's personal data (sealed under requesterId).
 */
export interface NamedService {
  requesterId: string;
  servicePeriodId: string;
  vesselName: string;
  imoNumber: string;
  signOnDate: string;
  signOffDate: string;
}
/** Recorded right after ReviewRequested when the requester names a period of their sea service. */
export type ReviewRequestServiceNamed = Event<'ReviewRequestServiceNamed', NamedService>;

/**
 * The addressee's account moved to another email address (identity.email-changed): a pending
 * request follows the person, so they find and answer it from the new address, and a review
 * written from it counts as from the address asked (ADR 0008). Lower-cased.
 */
export type ReviewRequestReaddressed = Event<'ReviewRequestReaddressed', { reviewerEmail: string }>;

export type ReviewRequestEvent =
  | ReviewRequested | ReviewRequestEmailSent | ReviewRequestEmailFailed | ReviewRequestDeclined | ReviewRequestAnswered | ReviewRequestCancelled
  | ReviewRequestServiceNamed | ReviewRequestReaddressed;

// ---- review stream -----------------------------------------------------------------------

export interface ReviewSubmittedData {
  requestId: string;
  revieweeId: string;
  reviewerId: string;
  /** The reviewer's account email, and the address the request was sent to. */
  reviewerEmail: string;
  requestedEmail: string;
  /** From the reviewer's account at submission, never from the payload. */
  reviewerName: string;
  reviewerProfileImage: string | null;
  reviewerWorkPosition: string | null;
  rating: number;
  text: string;
  context: string;
  duration: string | null;
  skills: string[];
  technicalSkills: Assessment | null;
  workEthic: Assessment | null;
  communication: Assessment | null;
  professionalism: Assessment | null;
  recommendation: Recommendation | null;
  reviewerPosition: string;
  reviewerVessel: string;
  reviewerCompany: string | null;
  verificationMethod: string;
  reviewerVerificationStatus: VerificationStatus;
  ipAddress: string;
  userAgent: string;
}
export type ReviewSubmitted = Event<'ReviewSubmitted', ReviewSubmittedData>;
export type ReviewConfirmed = Event<'ReviewConfirmed', { confirmedBy: string }>;
export type ReviewHidden = Event<'ReviewHidden', { hiddenBy: string }>;
export type ReviewShown = Event<'ReviewShown', { shownBy: string }>;
/**
 * What the fraud rules found at submission, flags and warnings, each with its evidence
 * (ADR 0018). Recorded whenever any rule fired, so a warning that did not flag stays visible.
 */
export type ReviewFraudSignalsFound = Event<'ReviewFraudSignalsFound', { signals: FraudSignal[] }>;
/**
 * Another review's submission found signals that involve this review too (ADR 0034): the
 * original of a near-duplicate, the other half of a reciprocal pair, a review of the same
 * same-IP or same-device set. `reviewId` is that other review; each signal's evidence names
 * the reviews on the other side. Recorded on this review's own stream, in the submission's
 * transaction, so its history and a rebuild both know it.
 */
export type ReviewNamedInFraudSignals = Event<'ReviewNamedInFraudSignals', { reviewId: string; signals: FraudSignal[] }>;
/**
 * flaggedBy is null when the fraud rules flagged it at submission. `decision` is an admin's
 * category and note (DESIGN.md, "Moderation reasons"); events recorded before reasons were
 * required have none.
 */
export type ReviewFlagged = Event<'ReviewFlagged', { reason: string; flaggedBy: string | null; decision?: ModerationReason }>;
/** An admin vouches for the review: verified, and any flag cleared. */
export type ReviewVerified = Event<'ReviewVerified', { verifiedBy: string; notes: string | null; decision?: ModerationReason }>;
/**
 * An admin found a flag unfounded: the flag goes and the review is as verified as its reviewer
 * makes it. Not the same fact as ReviewVerified, where the admin vouches for the review.
 */
export type ReviewFlagCleared = Event<'ReviewFlagCleared', { clearedBy: string; notes: string | null; decision?: ModerationReason }>;
export type ReviewDeleted = Event<'ReviewDeleted', { deletedBy: string; reason: string | null; decision?: ModerationReason }>;
/**
 * An admin's removal was overturned on a dispute (DESIGN.md, "Disputes"): the review is back
 * as it was before the removal. Only a removal by an admin, never one that went with an account.
 */
export type ReviewRestored = Event<'ReviewRestored', { restoredBy: string; decision: ModerationReason }>;

/**
 * At submission, the reviewer had service on the same IMO number as the period the requester
 * named, sharing the days from..to (ADR 0027): 'Served together on {vessel} ({overlap})'.
 * Vessel and IMO number are sealed under the reviewee.
 */
export interface ServedTogetherData {
  revieweeId: string;
  vesselName: string;
  imoNumber: string;
  /** First and last shared day, YYYY-MM-DD. */
  from: string;
  to: string;
  revieweePeriodId: string;
  reviewerPeriodId: string;
}
export type ReviewServedTogether = Event<'ReviewServedTogether', ServedTogetherData>;

/**
 * The reviewer vouches, in their review, for the reviewee's service on the named period over
 * the days they served together (ADR 0027). Only after ReviewServedTogether, in the same append.
 */
export type ReviewSeaServiceConfirmed = Event<'ReviewSeaServiceConfirmed', { revieweeId: string; reviewerId: string; revieweePeriodId: string; from: string; to: string }>;

export type ReviewEvent =
  | ReviewSubmitted | ReviewServedTogether | ReviewSeaServiceConfirmed | ReviewConfirmed | ReviewHidden | ReviewShown | ReviewFraudSignalsFound | ReviewNamedInFraudSignals | ReviewFlagged | ReviewVerified | ReviewFlagCleared | ReviewDeleted
  | ReviewRestored;

export type AnyReviewEvent = ReviewRequestEvent | ReviewEvent;
