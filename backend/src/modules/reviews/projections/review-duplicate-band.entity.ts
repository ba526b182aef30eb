import { Entity, PrimaryKey } from '@mikro-orm/decorators/legacy';

/**
 * One row per MinHash band of each review (nearDuplicateBands), kept by a row trigger on
 * reviews: the near-duplicate rule reads the newest reviews of each band of a new text from the
 * key alone (review_near_duplicate_candidates, ADR 0059).
 */
@Entity({ tableName: 'review_duplicate_bands' })
export class ReviewDuplicateBandRecord {
  @PrimaryKey({ type: 'integer' })
  band: number;

  @PrimaryKey({ type: 'timestamptz' })
  createdAt: Date;

  @PrimaryKey({ type: 'uuid' })
  reviewId: string;
}
