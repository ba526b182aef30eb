import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read table: one row per user who has received a review, recomputed from `reviews` in the
 * transaction that changed them (so GET /api/stats never scans the log or all reviews).
 */
@Entity({ tableName: 'review_stats' })
export class ReviewStatsRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  @Property({ type: 'integer' })
  totalReviews: number;

  /** Confirmed and isVerified (spec: "Verified (status confirmed and verified)"). */
  @Property({ type: 'integer' })
  verifiedReviews: number;

  @Property({ type: 'integer' })
  pendingReviews: number;

  /** Sum of all ratings; averageRating = ratingSum / totalReviews. */
  @Property({ type: 'integer' })
  ratingSum: number;

  /** The same for a shared profile: confirmed and not hidden (read/public-reviews.ts). */
  @Property({ type: 'integer', default: 0 })
  publicReviews: number;

  /** Public and isVerified. */
  @Property({ type: 'integer', default: 0 })
  publicVerifiedReviews: number;

  @Property({ type: 'integer', default: 0 })
  publicRatingSum: number;
}
