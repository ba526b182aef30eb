import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The integration event log: every fact modules announced to each other, in global order.
 * Rows are only ever added (a subscriber rebuilds its table by replaying them from the start).
 */
@Entity({ tableName: 'integration_events' })
@Index({ properties: ['type', 'position'] })
export class IntegrationEventRecord {
  [OptionalProps]?: 'position' | 'occurredAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  position: string;

  @Property({ type: 'uuid', unique: true })
  eventId: string;

  @Property({ type: 'string', length: 100 })
  type: string;

  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'json' })
  payload: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  occurredAt: Date = new Date();
}

/** Which events each subscriber has applied, written in the same transaction as its change. */
@Entity({ tableName: 'processed_events' })
export class ProcessedEventRecord {
  [OptionalProps]?: 'processedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  subscriber: string;

  @PrimaryKey({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  processedAt: Date = new Date();
}

/**
 * Up to which position of the integration log a subscriber's tables hold every event (ADR
 * 0050): set by a replay, raised by the retention; deliveries at or below it are skipped.
 */
@Entity({ tableName: 'subscriber_watermarks' })
export class SubscriberWatermarkRecord {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  subscriber: string;

  @Property({ type: 'bigint' })
  position: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
