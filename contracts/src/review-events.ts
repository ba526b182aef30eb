/**
 * Every event type stored in the review log (docs/events.md), in the order a review lives
 * through them. The backend's `ReviewEventType` (modules/reviews/domain/review-events.ts) is
 * the source: the history query's types (a stored type missing here fails to compile) and a
 * unit test beside it keep the two equal, so the admin's review history can have a readable
 * label for every stored type.
 */
export const REVIEW_EVENT_TYPES = [
  'ReviewRequested',
  'ReviewRequestServiceNamed',
  'ReviewRequestEmailSent',
  'ReviewRequestEmailFailed',
  'ReviewRequestDeclined',
  'ReviewRequestCancelled',
  'ReviewRequestReaddressed',
  'ReviewRequestAnswered',
  'ReviewSubmitted',
  'ReviewServedTogether',
  'ReviewSeaServiceConfirmed',
  'ReviewFraudSignalsFound',
  'ReviewNamedInFraudSignals',
  'ReviewFlagged',
  'ReviewConfirmed',
  'ReviewHidden',
  'ReviewShown',
  'ReviewVerified',
  'ReviewFlagCleared',
  'ReviewDeleted',
  'ReviewRestored',
] as const;
export type ReviewEventTypeName = (typeof REVIEW_EVENT_TYPES)[number];
