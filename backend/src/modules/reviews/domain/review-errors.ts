/**
 * A refused command. Deciders return it (they never throw); the event store throws it, and
 * only the HTTP edge (http/review-error.filter.ts) turns the kind into a status.
 */
export type RefusalKind = 'not-found' | 'forbidden' | 'conflict' | 'invalid';

/**
 * The status class of each kind of refusal, as a plain number that callers in other modules
 * (moderation's admin actions) can read without knowing the kinds; no HTTP library here.
 */
const STATUS: Record<RefusalKind, number> = { invalid: 400, forbidden: 403, 'not-found': 404, conflict: 409 };

export class ReviewError {
  constructor(
    readonly kind: RefusalKind,
    readonly message: string,
  ) {}

  get status(): number {
    return STATUS[this.kind];
  }
}

export const ReviewErrors = {
  requestNotFound: () => new ReviewError('not-found', 'Review request not found'),
  requestExists: () => new ReviewError('conflict', 'This review request already exists'),
  pendingRequestExists: () => new ReviewError('conflict', 'You already have a pending review request to this address'),
  /** DESIGN.md, "Repeat reviews": a colleague reviews a person once per vessel. */
  alreadyReviewedForVessel: (reviewerName: string, vessel: string) =>
    new ReviewError('conflict', `${reviewerName} already reviewed you for ${vessel}. A colleague reviews you once per vessel.`),
  selfRequest: () => new ReviewError('invalid', 'You cannot request a review from yourself'),
  notAddresseeDecline: () => new ReviewError('forbidden', 'Only the colleague this request was sent to can decline it'),
  notAddresseeAnswer: () => new ReviewError('forbidden', 'Only the colleague this request was sent to can answer it'),
  requestClosed: () => new ReviewError('conflict', 'This review request was already answered or declined'),
  wrongReviewee: () => new ReviewError('invalid', 'revieweeId must be the id of the person who requested the review'),
  reviewNotFound: () => new ReviewError('not-found', 'Review not found'),
  reviewExists: () => new ReviewError('conflict', 'This review already exists'),
  selfReview: () => new ReviewError('forbidden', 'You cannot review yourself'),
  badRating: () => new ReviewError('invalid', 'rating must be a whole number from 1 to 5'),
  emptyText: () => new ReviewError('invalid', 'Review text is required'),
  notRevieweeConfirm: () => new ReviewError('forbidden', 'Only the person who received this review can confirm it'),
  notPending: () => new ReviewError('conflict', 'Only a pending review can be confirmed; this one is already confirmed'),
  notFlagged: () => new ReviewError('conflict', 'This review is not flagged'),
  notRestorable: () => new ReviewError('conflict', 'Only a review an admin removed can be restored'),
  notRevieweeVisibility: () => new ReviewError('forbidden', 'Only the person who received this review can hide or show it'),
  nothingToConfirm: () =>
    new ReviewError('invalid', 'There is no sea service to confirm: the request names no period your own service overlaps on the same vessel'),
  serviceNotYours: () => new ReviewError('invalid', 'servicePeriodId must be one of your own periods of sea service'),
  /** The stream kept changing under the command, attempt after attempt. */
  concurrentChange: () => new ReviewError('conflict', 'Someone else changed this at the same moment. Please try again.'),
};
