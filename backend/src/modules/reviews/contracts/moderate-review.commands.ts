import { Command } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';

/**
 * Admin actions on a review, for the moderation module. The reviews module records who did
 * it and from where; checking that the actor is an admin is the sender's job. Each answers
 * 404 "Review not found" for an unknown or deleted review.
 */
export class FlagReviewCommand extends Command<void> {
  constructor(
    readonly reviewId: string,
    readonly adminId: string,
    readonly reason: string,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}

/** Vouches for a review: it becomes verified and any flag is cleared. */
export class VerifyReviewCommand extends Command<void> {
  constructor(
    readonly reviewId: string,
    readonly adminId: string,
    readonly notes: string | null,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}

/** The flag was unfounded: it goes, without the admin vouching for the review. 409 when not flagged. */
export class ClearReviewFlagCommand extends Command<void> {
  constructor(
    readonly reviewId: string,
    readonly adminId: string,
    readonly notes: string | null,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}

/** Removes a review from every list and count; its history stays in the log. */
export class DeleteReviewCommand extends Command<void> {
  constructor(
    readonly reviewId: string,
    readonly adminId: string,
    readonly reason: string | null,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}
