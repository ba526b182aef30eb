import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Read table: per user and assessed skill, the sum and count of scores over confirmed reviews. */
@Entity({ tableName: 'review_skill_stats' })
export class ReviewSkillStatsRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** technicalSkills, workEthic, communication or professionalism. */
  @PrimaryKey({ type: 'string', length: 32 })
  skill: string;

  @Property({ type: 'integer' })
  ratingSum: number;

  @Property({ type: 'integer' })
  ratingCount: number;

  /** Over public reviews only (confirmed, not hidden). */
  @Property({ type: 'integer', default: 0 })
  publicRatingSum: number;

  @Property({ type: 'integer', default: 0 })
  publicRatingCount: number;
}
