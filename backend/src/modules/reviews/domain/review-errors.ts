/**
 * A refused command. Deciders return it (they never throw); the application layer turns
 * the kind into an HTTP status.
 */
export class ReviewError {
  constructor(
    readonly kind: 'not-found' | 'forbidden' | 'conflict' | 'invalid',
    readonly message: string,
  ) {}
}

export const ReviewErrors = {
  requestNotFound: () => new ReviewError('not-found', 'Review request not found'),
  requestExists: () => new ReviewError('conflict', 'This review request already exists'),
  pendingRequestExists: () => new ReviewError('conflict', 'You already have a pending review request to this address'),
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
  notRevieweeVisibility: () => new ReviewError('forbidden', 'Only the person who received this review can hide or show it'),
};
