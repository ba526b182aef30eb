import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A person's 'Download my data' file (the privacy policy's promise), built by the worker. Only
 * the newest file is kept: a new request deletes older files, and the account's deletion all.
 */
@Entity({ tableName: 'data_exports' })
@Index({ properties: ['userId', 'createdAt'] })
@Unique({
  name: 'data_exports_one_pending',
  expression: `create unique index "data_exports_one_pending" on "data_exports" ("user_id") where status = 'pending'`,
})
export class DataExportFile {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'readyAt' | 'objectKey' | 'byteSize' | 'failureReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Enum({ items: () => DATA_EXPORT_STATUSES, default: 'pending' })
  status: DataExportStatus = 'pending';

  @Property({ type: 'string', length: 140, nullable: true })
  objectKey: string | null = null;

  @Property({ type: 'integer', nullable: true })
  byteSize: number | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  failureReason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  readyAt: Date | null = null;
}
