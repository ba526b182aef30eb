import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { ProfilePdfSnapshot } from './profile-pdf-snapshot.js';

export const PROFILE_PDF_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ProfilePdfStatus = (typeof PROFILE_PDF_STATUSES)[number];

/**
 * A person's profile PDF (issue 14), built by the worker from the snapshot taken when they
 * asked. Only the newest file is kept (ADR 0028): a newer one deletes the older files, and the
 * account's deletion all of them. The summary share link printed as its QR code is an ordinary
 * share link (`share_links`), made in the same transaction that marks the PDF ready.
 */
@Entity({ tableName: 'profile_pdfs' })
@Index({ properties: ['userId', 'createdAt'] })
@Unique({
  name: 'profile_pdfs_one_pending',
  expression: `create unique index "profile_pdfs_one_pending" on "profile_pdfs" ("user_id") where status = 'pending'`,
})
export class ProfilePdf {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'readyAt' | 'objectKey' | 'byteSize' | 'pageCount' | 'shareLinkId' | 'failureReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The owner (identity's user id; no ORM relation crosses modules). */
  @Property({ type: 'uuid' })
  userId: string;

  @Enum({ items: () => PROFILE_PDF_STATUSES, default: 'pending' })
  status: ProfilePdfStatus = 'pending';

  /** What the PDF states, kept until it is built or has failed (then dropped: the file is the record). */
  @Property({ type: 'json', nullable: true })
  snapshot: ProfilePdfSnapshot | null;

  /** Null once a newer PDF replaced this one's file. */
  @Property({ type: 'string', length: 140, nullable: true })
  objectKey: string | null = null;

  @Property({ type: 'integer', nullable: true })
  byteSize: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  pageCount: number | null = null;

  /** The summary share link whose QR code the PDF carries. */
  @Property({ type: 'uuid', nullable: true })
  shareLinkId: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  readyAt: Date | null = null;
}
