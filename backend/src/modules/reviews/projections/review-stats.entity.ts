import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read table: one row per user who has received a review, kept in the transaction that changed
 * them (so GET /api/stats never scans the log or all reviews). Each reviewer counts once, with
 * the average of their counted reviews (review_reviewer_stats, ADR 0035); counted reviews have
 * no unresolved flag and a reviewer who is not suspended.
 */
@Entity({ tableName: 'review_stats' })
export class ReviewStatsRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** Reviewers with a counted review. */
  @Property({ type: 'integer' })
  totalReviews: number;

  /** Reviewers with a counted review that is confirmed and isVerified (spec: "Verified (status confirmed and verified)"). */
  @Property({ type: 'integer' })
  verifiedReviews: number;

  /** Counted reviews waiting for confirmation (a to-do: reviews, not reviewers). */
  @Property({ type: 'integer' })
  pendingReviews: number;

  /** Sum of each reviewer's average rating (6 decimals); averageRating = ratingSum / totalReviews. */
  @Property({ type: 'decimal', precision: 14, scale: 6 })
  ratingSum: string;

  /** The same for a shared profile: confirmed and not hidden (read/public-reviews.ts). */
  @Property({ type: 'integer', default: 0 })
  publicReviews: number;

  /** Public and isVerified. */
  @Property({ type: 'integer', default: 0 })
  publicVerifiedReviews: number;

  @Property({ type: 'decimal', precision: 14, scale: 6, default: 0 })
  publicRatingSum: string;

  /** Sum of each public verified reviewer's average over their public verified reviews: the rating employers see. */
  @Property({ type: 'decimal', precision: 14, scale: 6, default: 0 })
  publicVerifiedRatingSum: string;
}
