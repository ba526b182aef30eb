import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The crew directory employers search: search's own copy of what identity and reviews
 * announce (docs/events.md), never a query across their tables. A row whose owner hides
 * their profile (or who never showed it but has review numbers) keeps only its review
 * numbers and the positions of the events last applied, so a late, older event cannot bring
 * the profile back; every query reads `searchable` rows only (a shown profile of a crew
 * account: `profile_searchable` and not `employer_account`), and every index is partial on it.
 *
 * `document` is the weighted full-text document (A: name and position, B: certificate
 * names and codes, C: bio), written with the row because certificate names come from the
 * catalogues. Text is compared without accents: names, positions and locations through
 * their `*_folded` columns, generated with crew_search_fold (an immutable wrapper of unaccent)
 * so that a search folds only its own words, never a row's.
 */
@Entity({ tableName: 'crew_search' })
@Index({
  name: 'crew_search_document_rating_index',
  expression: 'create index "crew_search_document_rating_index" on "crew_search" using gin ("document", (coalesce("average_rating", -1))) where "searchable"',
})
@Index({
  name: 'crew_search_folded_name_rating_index',
  expression:
    'create index "crew_search_folded_name_rating_index" on "crew_search" using gin ("full_name_folded" gin_trgm_ops, (coalesce("average_rating", -1))) where "searchable"',
})
@Index({
  name: 'crew_search_rating_key_index',
  expression:
    'create index "crew_search_rating_key_index" on "crew_search" (coalesce("average_rating", -1) desc, "verified_reviews" desc, "user_id" desc) include ("average_rating") where "searchable"',
})
@Index({
  name: 'crew_search_experience_order_index',
  expression:
    'create index "crew_search_experience_order_index" on "crew_search" (coalesce("experience_years", -1) desc, coalesce("average_rating", -1) desc, "user_id" desc) where "searchable"',
})
@Index({
  name: 'crew_search_availability_order_index',
  expression:
    `create index "crew_search_availability_order_index" on "crew_search" ((case "availability" when 'available' then 3 when 'notice' then 2 when 'future' then 1 else 0 end) desc, coalesce("average_rating", -1) desc, "user_id" desc) where "searchable"`,
})
@Index({ name: 'crew_search_changed_at_index', expression: 'create index "crew_search_changed_at_index" on "crew_search" ("changed_at") where "searchable"' })
// Every filter's column in one GIN index (btree_gin for the plain ones): any combination of
// filters is one index scan that yields only the rows matching all of them, and a position
// filter (rank or free-text position) a bitmap OR of two such scans. One index per filter
// made PostgreSQL pick the most selective and read every row it found to test the others.
@Index({
  name: 'crew_search_filters_index',
  expression:
    'create index "crew_search_filters_index" on "crew_search" using gin ("location_folded" gin_trgm_ops, "position_folded" gin_trgm_ops, "availability", "rank", "certification_ids", "experience_years", "earliest_certificate_expiry", (coalesce("average_rating", -1))) where "searchable"',
})
export class CrewSearchRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** Listed: `profileSearchable` and not `employerAccount` (what every query and index reads). */
  @Property({ type: 'boolean' })
  searchable: boolean;

  /** The owner shows the profile in search (identity.profile-changed's `searchable`). */
  @Property({ type: 'boolean', default: false })
  profileSearchable: boolean;

  /** An employer or agency account, never listed (identity's role, from registration or a change). */
  @Property({ type: 'boolean', default: false })
  employerAccount: boolean;

  @Property({ type: 'text', nullable: true })
  firstName: string | null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null;

  /** first and last name, for trigram matching of names. */
  @Property({ type: 'text', nullable: true })
  fullName: string | null;

  /** The name without accents: what names are matched against. */
  @Property({ type: 'text', nullable: true, generated: '(crew_search_fold(full_name)) stored' })
  fullNameFolded: string | null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Property({ type: 'text', nullable: true })
  position: string | null;

  @Property({ type: 'text', nullable: true, generated: '(crew_search_fold("position")) stored' })
  positionFolded: string | null;

  @Property({ type: 'text', nullable: true })
  rank: string | null;

  @Property({ type: 'text', nullable: true })
  experience: string | null;

  @Property({ type: 'smallint', nullable: true })
  experienceYears: number | null;

  @Property({ type: 'text', nullable: true })
  location: string | null;

  @Property({ type: 'text', nullable: true, generated: '(crew_search_fold(location)) stored' })
  locationFolded: string | null;

  @Property({ type: 'text', nullable: true })
  availability: string | null;

  @Property({ type: 'text', nullable: true })
  bio: string | null;

  /** Every catalogue id, written `<catalogue>:<id>` (stcw, uscg, mca, other, coc). */
  @Property({ columnType: 'text[]', defaultRaw: `'{}'` })
  certificationIds: string[];

  /** Names of the STCW endorsements, in the crew member's order. */
  @Property({ columnType: 'text[]', defaultRaw: `'{}'` })
  stcwCertificates: string[];

  /** Names of every certificate of every catalogue, for the full-text document. */
  @Property({ columnType: 'text[]', defaultRaw: `'{}'` })
  certificateNames: string[];

  /** Codes of every catalogue certificate ('STCW II/2', '46 CFR 11.404'), for the full-text document. */
  @Property({ columnType: 'text[]', defaultRaw: `'{}'` })
  certificateCodes: string[];

  @Property({ columnType: 'tsvector', nullable: true })
  document: unknown;

  /** Wallet keys of every certification held (`stcwEndorsements:pst`, `free:<name>`), from the profile. */
  @Property({ columnType: 'text[]', defaultRaw: `'{}'` })
  heldCertificateKeys: string[];

  /**
   * Expiry dates by wallet key from certifications.certificate-expiries-changed (the whole
   * wallet, held or not); kept apart from the profile, like the review numbers.
   */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  certificateExpiries: Record<string, string>;

  /**
   * The earliest expiry date among the held certificates (null when none has one): 'valid
   * certificates only' is this being today or later (ADR 0029). Written whenever either
   * part above changes.
   */
  @Property({ type: 'date', nullable: true })
  earliestCertificateExpiry: string | null;

  /** Public numbers (confirmed, not hidden reviews); null before the first one. */
  @Property({ type: 'double', nullable: true })
  averageRating: number | null;

  @Property({ type: 'integer', default: 0 })
  verifiedReviews: number;

  @Property({ type: 'integer', default: 0 })
  totalReviews: number;

  /** Total sea time in days on articles (sea-service.service-changed, ADR 0027); 0 before any. */
  @Property({ type: 'integer', default: 0 })
  seaDays: number;

  /** Position of the last sea-service.service-changed applied (0: none). */
  @Property({ type: 'bigint', default: 0 })
  seaServicePosition: string;

  /** Position of the last identity.profile-changed applied (0: none). */
  @Property({ type: 'bigint', default: 0 })
  profilePosition: string;

  /** Position of the last identity.user-registered applied to the names (0: none). */
  @Property({ type: 'bigint', default: 0 })
  namesPosition: string;

  /** Position of the last reviews.review-summary-changed applied (0: none). */
  @Property({ type: 'bigint', default: 0 })
  reviewsPosition: string;

  /** Position of the last certifications.certificate-expiries-changed applied (0: none). */
  @Property({ type: 'bigint', default: 0 })
  expiriesPosition: string;

  /** Position of the last identity.role-changed or identity.user-registered applied to the role (0: none). */
  @Property({ type: 'bigint', default: 0 })
  rolePosition: string;

  /**
   * When the row last changed in a way a search can see (profile, listing, rating, certificate
   * validity), by the database's clock: saved-search alerts look for crew changed since their last run.
   */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  changedAt: Date;
}
