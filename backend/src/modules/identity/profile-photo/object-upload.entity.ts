import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * An object a user may upload (a profile photo): created with its signed upload URL, spent
 * by the one upload it allows. The row, not the URL, is the authority on expiry and use;
 * the bytes live in ObjectStorage under the id.
 */
@Entity({ tableName: 'object_uploads' })
export class ObjectUpload {
  [OptionalProps]?: 'id' | 'usedAt' | 'contentType' | 'sizeBytes' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  /** When the upload arrived; the URL is spent from then on. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  /** Detected from the bytes, never taken from the client. */
  @Property({ type: 'string', length: 40, nullable: true })
  contentType: string | null = null;

  @Property({ type: 'integer', nullable: true })
  sizeBytes: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
