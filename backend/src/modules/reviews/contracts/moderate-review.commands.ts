import type { ModerationReason } from '@crew/contracts/moderation';
import { Command } from '@nestjs/cqrs';
import type { RequestOrigin } from '../../identity/contracts/auth.js';

/**
 * Admin decisions on a review, for the moderation module, each with its reason (DESIGN.md,
 * "Moderation reasons"), recorded on the review's event with who made it and from where.
 * Checking that the actor is an admin is the sender's job; the review refuses one its actor
 * wrote or received (403). Each answers 404 "Review not found" for an unknown or deleted review.
 */
abstract class ModerationCommand extends Command<void> {
  constructor(
    readonly reviewId: string,
    readonly adminId: string,
    readonly reason: ModerationReason,
    readonly origin: RequestOrigin,
  ) {
    super();
  }
}

/** Flags a review for the Suspicious Reviews queue. */
export class FlagReviewCommand extends ModerationCommand {}

/** Vouches for a review: it becomes verified and any flag is cleared; the note becomes the admin notes. */
export class VerifyReviewCommand extends ModerationCommand {}

/** The flag was unfounded: it goes, without the admin vouching for the review. 409 when not flagged. */
export class ClearReviewFlagCommand extends ModerationCommand {}

/** Removes a review from every list and count; its history stays in the log. */
export class DeleteReviewCommand extends ModerationCommand {}

/** Brings back a review an admin removed, as it was (a dispute overturned the removal). 409 for any other review. */
export class RestoreReviewCommand extends ModerationCommand {}

/** What the commands throw when the review refuses (unknown, not flagged, your own): its message and status. */
export { ReviewError as ReviewRefusal } from '../domain/review-errors.js';
