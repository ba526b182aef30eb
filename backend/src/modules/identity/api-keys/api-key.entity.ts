import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * An Enterprise employer's API key (DESIGN.md, "Plan features"). The key itself is shown once
 * and never stored: a request is matched on its SHA-256, which is useless to whoever reads the
 * table. A revoked key keeps its row (revokedAt), so the audit log's entries still name it.
 * Deleting the account deletes its keys (the foreign key cascades).
 */
@Entity({ tableName: 'api_keys' })
@Index({ properties: ['userId', 'createdAt'] })
export class ApiKey {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastUsedAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'string', length: 60 })
  name: string;

  /** The key's first characters ('crew_AbC12x9'), shown to tell keys apart. */
  @Property({ type: 'string', length: 16 })
  prefix: string;

  /** SHA-256 (hex) of the whole key; unique, so a request is one index lookup. */
  @Unique()
  @Property({ type: 'string', length: 64 })
  keyHash: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Updated at most once a minute, so a busy key does not write on every request. */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
