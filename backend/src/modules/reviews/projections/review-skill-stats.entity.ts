import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Read table: per user and assessed skill, over counted confirmed reviews (see review_stats),
 * the sum of each reviewer's average score and the number of reviewers who rated it. A person
 * with a review_stats row has all four skills' rows.
 */
@Entity({ tableName: 'review_skill_stats' })
export class ReviewSkillStatsRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** technicalSkills, workEthic, communication or professionalism. */
  @PrimaryKey({ type: 'string', length: 32 })
  skill: string;

  @Property({ type: 'decimal', precision: 14, scale: 6 })
  ratingSum: string;

  @Property({ type: 'integer' })
  ratingCount: number;

  /** Over public reviews only (confirmed, not hidden). */
  @Property({ type: 'decimal', precision: 14, scale: 6, default: 0 })
  publicRatingSum: string;

  @Property({ type: 'integer', default: 0 })
  publicRatingCount: number;
}
