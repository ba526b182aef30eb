import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read tables fed by reviews' events, so the public profile never asks reviews. `position`
 * is that of the last event applied to the row: an older event arriving late is ignored.
 */
@Entity({ tableName: 'sharing_review_summaries' })
export class SharingReviewSummaryRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** What the public profile shows: totalReviews, verifiedReviews, averageRating, skills. */
  @Property({ type: 'json' })
  summary: unknown;

  @Property({ type: 'bigint' })
  position: string;
}

/** A review as the public profile shows it; `review` is null once it is no longer public. */
@Entity({ tableName: 'sharing_public_reviews' })
@Index({ properties: ['revieweeId', 'createdAt'] })
export class SharingPublicReviewRecord {
  @PrimaryKey({ type: 'uuid' })
  reviewId: string;

  @Property({ type: 'uuid' })
  revieweeId: string;

  @Property({ type: 'json', nullable: true })
  review: unknown;

  @Property({ type: 'datetime', nullable: true })
  createdAt: Date | null;

  @Property({ type: 'bigint' })
  position: string;
}
