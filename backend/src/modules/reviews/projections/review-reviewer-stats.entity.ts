import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read table: one row per reviewee and reviewer with a review row between them, summing the
 * reviewer's reviews of that person (projections/review-aggregates.ts). Each reviewer counts
 * once in the person's numbers, with the average of their reviews, so the person's rows in
 * review_stats and review_skill_stats are sums of what each pair contributes (ADR 0035).
 * Counted reviews: no unresolved flag. A suspended reviewer's pairs contribute nothing.
 */
@Entity({ tableName: 'review_reviewer_stats' })
@Index({ properties: ['reviewerId'] })
export class ReviewReviewerStatsRecord {
  @PrimaryKey({ type: 'uuid' })
  revieweeId: string;

  @PrimaryKey({ type: 'uuid' })
  reviewerId: string;

  /** The reviewer's account is suspended (reviews_suspended_accounts): the pair counts for nothing. */
  @Property({ type: 'boolean' })
  reviewerSuspended: boolean;

  /** Every review row of the pair, flagged or not: the row goes with the last of them. */
  @Property({ type: 'integer' })
  reviewRows: number;

  /** Counted reviews (not flagged) and the sum of their ratings. */
  @Property({ type: 'integer' })
  reviews: number;

  @Property({ type: 'integer' })
  ratingSum: number;

  /** Counted, confirmed and verified. */
  @Property({ type: 'integer' })
  verifiedReviews: number;

  /** Counted and waiting for the reviewee's confirmation. */
  @Property({ type: 'integer' })
  pendingReviews: number;

  /** Counted, confirmed and not hidden: what a shared profile counts. */
  @Property({ type: 'integer' })
  publicReviews: number;

  @Property({ type: 'integer' })
  publicVerifiedReviews: number;

  @Property({ type: 'integer' })
  publicRatingSum: number;

  /** The ratings of the public reviews that are verified: what employers see (DESIGN.md). */
  @Property({ type: 'integer' })
  publicVerifiedRatingSum: number;

  // Per assessed skill, over counted confirmed reviews that rated it (and the public ones).
  @Property({ type: 'integer' }) technicalSkillsSum: number;
  @Property({ type: 'integer' }) technicalSkillsCount: number;
  @Property({ type: 'integer' }) technicalSkillsPublicSum: number;
  @Property({ type: 'integer' }) technicalSkillsPublicCount: number;
  @Property({ type: 'integer' }) workEthicSum: number;
  @Property({ type: 'integer' }) workEthicCount: number;
  @Property({ type: 'integer' }) workEthicPublicSum: number;
  @Property({ type: 'integer' }) workEthicPublicCount: number;
  @Property({ type: 'integer' }) communicationSum: number;
  @Property({ type: 'integer' }) communicationCount: number;
  @Property({ type: 'integer' }) communicationPublicSum: number;
  @Property({ type: 'integer' }) communicationPublicCount: number;
  @Property({ type: 'integer' }) professionalismSum: number;
  @Property({ type: 'integer' }) professionalismCount: number;
  @Property({ type: 'integer' }) professionalismPublicSum: number;
  @Property({ type: 'integer' }) professionalismPublicCount: number;
}
