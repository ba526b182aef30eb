import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * A crew member's details of one certification they hold (the certificate wallet, ADR 0025).
 * Identity keeps which certifications the person holds; this row is keyed by the person and
 * the certificate key (`<catalogue kind>:<id>` or `free:<name>`), and outlives a selection
 * that is removed and added again. Dates are calendar days.
 */
@Entity({ tableName: 'certificate_details' })
@Unique({ properties: ['userId', 'certificateKey'] })
@Index({
  name: 'certificate_details_expiry_date_index',
  expression: `create index "certificate_details_expiry_date_index" on "certificate_details" ("expiry_date") where expiry_date is not null`,
})
export class CertificateDetail {
  [OptionalProps]?: 'id' | 'number' | 'authority' | 'issueDate' | 'expiryDate' | 'scanKey' | 'scanContentType' | 'scanSize' | 'scanUploadedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 120 })
  certificateKey: string;

  /** Shown in full to its owner only; anyone else gets the last four characters. */
  @Property({ type: 'string', length: 50, nullable: true })
  number: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  authority: string | null = null;

  @Property({ type: 'date', nullable: true })
  issueDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  expiryDate: string | null = null;

  /** The scan's object in ObjectStorage: a new key per upload, so a replaced scan is never served by mistake. */
  @Property({ type: 'string', length: 140, nullable: true })
  scanKey: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  scanContentType: string | null = null;

  @Property({ type: 'integer', nullable: true })
  scanSize: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  scanUploadedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
