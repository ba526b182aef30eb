import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A person's precomputed public profile (ADR 0021): what identity announced of them (the
 * inputs, each part with the position of the last event applied) and the document built from
 * them and sharing's review tables, refreshed in the transaction that changes any of those.
 * `GET /api/public/profile/{token}` reads one row of it with the link.
 *
 * After an account deletion the row stays as a tombstone (`deleted`, nothing else) so that a
 * late event cannot bring the person back.
 */
@Entity({ tableName: 'sharing_public_profiles' })
export class SharingPublicProfileRecord {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** PublicPerson from identity.user-registered / identity.profile-changed. */
  @Property({ type: 'json', nullable: true })
  person: unknown;

  @Property({ type: 'bigint', default: 0 })
  profilePosition: string;

  /** From identity.user-registered / identity.role-changed. */
  @Property({ type: 'text', nullable: true })
  role: string | null;

  @Property({ type: 'bigint', default: 0 })
  rolePosition: string;

  /** Expiry dates by wallet key, from certifications.certificate-expiries-changed (ADR 0029). */
  @Property({ type: 'json', nullable: true })
  certificateExpiries: unknown;

  @Property({ type: 'bigint', default: 0 })
  expiriesPosition: string;

  /** PublicSeaService from sea-service.service-changed (ADR 0027): shown with a full link. */
  @Property({ type: 'json', nullable: true })
  seaService: unknown;

  @Property({ type: 'bigint', default: 0 })
  seaServicePosition: string;

  @Property({ type: 'boolean', default: false })
  deleted: boolean;

  /** The JSON text served for a full link, and its strong ETag; null until person and role are known. */
  @Property({ type: 'text', nullable: true })
  fullDocument: string | null;

  @Property({ type: 'text', nullable: true })
  fullEtag: string | null;

  /** The same for a summary link (no reviews, accessLevel 'basic'). */
  @Property({ type: 'text', nullable: true })
  basicDocument: string | null;

  @Property({ type: 'text', nullable: true })
  basicEtag: string | null;
}
