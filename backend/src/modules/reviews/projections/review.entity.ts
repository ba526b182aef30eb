import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { counterTrigger } from '../../../platform/database/counter-triggers.js';
import type { FraudSignal } from '../domain/fraud-rules.js';
import {
  ASSESSMENTS, type Assessment, RECOMMENDATIONS, type Recommendation, REVIEW_STATUSES, type ReviewStatus,
  VERIFICATION_STATUSES, type VerificationStatus,
} from '../domain/review-values.js';

/** Read table: one row per review (deleted reviews are removed), kept by ReviewProjector. */
@Entity({
  tableName: 'reviews',
  // review_totals (ADR 0049); the migration also adds review_totals_reset after TRUNCATE, which
  // PostgreSQL does not report to the ORM's schema check.
  triggers: [
    counterTrigger('review_totals_on_insert', 'reviews', 'insert', 'review_totals_keep_fn'),
    counterTrigger('review_totals_on_update', 'reviews', 'update', 'review_totals_keep_fn'),
    counterTrigger('review_totals_on_delete', 'reviews', 'delete', 'review_totals_keep_fn'),
    // review_duplicate_bands (ADR 0059), a row trigger; review_duplicate_bands_reset after TRUNCATE as above.
    {
      name: 'review_duplicate_bands_keep',
      timing: 'after',
      events: ['insert', 'delete'],
      forEach: 'row',
      expression: 'create trigger "review_duplicate_bands_keep" after insert or delete on "reviews" for each row execute function "review_duplicate_bands_keep_fn"()',
    },
  ],
})
@Index({ properties: ['revieweeId', 'createdAt', 'id'] })
// The admin's reviews and suspicious reviews, newest first, a page at a time (ADR 0049).
@Index({ name: 'reviews_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({
  name: 'reviews_suspicious_created_at_id_index',
  expression: 'create index "reviews_suspicious_created_at_id_index" on "reviews" ("created_at", "id") where flagged_as_suspicious',
})
@Index({ properties: ['revieweeId', 'ipAddress', 'createdAt'] })
// A person's 'Served together' reviews (the dashboard's count) and sea-service confirmations
// (the sea-service record, an employer's profile view): only those rows, so a person with
// thousands of reviews reads a handful, not all of them (issue 26).
@Index({
  name: 'reviews_served_together_index',
  expression: 'create index "reviews_served_together_index" on "reviews" ("reviewee_id") where served_together is not null',
})
@Index({
  name: 'reviews_service_confirmed_index',
  expression: 'create index "reviews_service_confirmed_index" on "reviews" ("reviewee_id", "created_at", "id") where service_confirmed',
})
export class ReviewRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'uuid', unique: true })
  requestId: string;

  @Property({ type: 'uuid' })
  revieweeId: string;

  @Index()
  @Property({ type: 'uuid' })
  reviewerId: string;

  @Property({ type: 'string', length: 254 })
  reviewerEmail: string;

  @Property({ type: 'string', length: 201 })
  reviewerName: string;

  @Property({ type: 'string', length: 500, nullable: true })
  reviewerProfileImage: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  reviewerWorkPosition: string | null;

  @Enum({ items: () => REVIEW_STATUSES })
  status: ReviewStatus;

  @Property({ type: 'boolean' })
  isVerified: boolean;

  @Enum({ items: () => VERIFICATION_STATUSES })
  reviewerVerificationStatus: VerificationStatus;

  @Property({ type: 'smallint' })
  rating: number;

  @Property({ type: 'text' })
  text: string;

  /** The text's MinHash bands for the near-duplicate rule (nearDuplicateBands, ADR 0031), for their index. */
  @Property({ columnType: 'int[]' })
  duplicateBands: number[];

  /** Its normalized length (nearDuplicateLength), so the index skips texts the length ratio rules out. */
  @Property({ type: 'integer' })
  duplicateLength: number;

  @Property({ type: 'string', length: 200 })
  context: string;

  @Property({ type: 'string', length: 100, nullable: true })
  duration: string | null;

  @Property({ type: 'text[]' })
  skills: string[];

  @Enum({ items: () => ASSESSMENTS, nullable: true })
  technicalSkills: Assessment | null;

  @Enum({ items: () => ASSESSMENTS, nullable: true })
  workEthic: Assessment | null;

  @Enum({ items: () => ASSESSMENTS, nullable: true })
  communication: Assessment | null;

  @Enum({ items: () => ASSESSMENTS, nullable: true })
  professionalism: Assessment | null;

  @Enum({ items: () => RECOMMENDATIONS, nullable: true })
  recommendation: Recommendation | null;

  @Property({ type: 'string', length: 100 })
  reviewerPosition: string;

  @Property({ type: 'string', length: 200 })
  reviewerVessel: string;

  @Property({ type: 'string', length: 200, nullable: true })
  reviewerCompany: string | null;

  @Property({ type: 'string', length: 40 })
  verificationMethod: string;

  @Property({ type: 'string', length: 64 })
  ipAddress: string;

  /** Admin notes, shown to subscribers. */
  @Property({ type: 'text', nullable: true })
  verificationNotes: string | null;

  @Property({ type: 'boolean' })
  flaggedAsSuspicious: boolean;

  @Property({ type: 'text', nullable: true })
  flaggingReason: string | null;

  /** What the fraud rules found at submission, warnings included (ADR 0018). */
  @Property({ type: 'json', defaultRaw: `'[]'` })
  fraudSignals: FraudSignal[];

  /** 'Served together on {vesselName} ({from}..{to})' (ReviewServedTogether, ADR 0027); null without an overlap. */
  @Property({ type: 'json', nullable: true })
  servedTogether: { vesselName: string; imoNumber: string; from: string; to: string } | null;

  /** The reviewer confirmed the reviewee's sea service over the days served together (ReviewSeaServiceConfirmed). */
  @Property({ type: 'boolean', default: false })
  serviceConfirmed: boolean;

  @Property({ type: 'boolean' })
  isHidden: boolean;

  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'datetime' })
  createdAt: Date;

  @Property({ type: 'datetime' })
  updatedAt: Date;
}
