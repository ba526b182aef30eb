import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A job waiting to reach the queue. Written in the same transaction as the change that
 * caused it, so a Redis outage loses nothing: the relay hands it to BullMQ when Redis is back.
 */
@Entity({ tableName: 'outbox_messages' })
@Index({ properties: ['dispatchedAt', 'id'] })
// What the metrics read on every scrape, the System tab on every poll and the processed-events
// retention (ADR 0050) before pruning: only the rows still
// waiting (delivered ones stay as history).
@Index({ name: 'outbox_messages_waiting_index', expression: 'create index "outbox_messages_waiting_index" on "outbox_messages" ("queue", "created_at") where "delivered_at" is null' })
export class OutboxMessage {
  [OptionalProps]?: 'createdAt' | 'dispatchedAt' | 'deliveredAt' | 'failedAt' | 'attempts' | 'lastError';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'string', length: 64 })
  queue: string;

  @Property({ type: 'string', length: 64 })
  name: string;

  @Property({ type: 'json' })
  data: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  dispatchedAt: Date | null = null;

  /** Set by the consumer once the job did its work: from then on the row is history. */
  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  /** Set when the job gave up after its last retry: not handed over again. */
  @Property({ type: 'datetime', nullable: true })
  failedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
