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

/**
 * Which events each subscriber has applied, written in the same transaction as its change.
 * Indexed by time per subscriber so that the System tab finds the event it applied last; the
 * time is the statement's, not the transaction's, so the rows of one replay stay in order.
 */
@Entity({ tableName: 'processed_events' })
@Index({ properties: ['subscriber', 'processedAt'] })
export class ProcessedEventRecord {
  [OptionalProps]?: 'processedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  subscriber: string;

  @PrimaryKey({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  processedAt: Date = new Date();
}

/**
 * The subscribers the worker declares, as it last started, with what the System tab shows beside
 * them: the last error a delivery met, and the replay job an admin last started. The API reads
 * this table because subscribers live only in the worker (platform/events/subscribers.ts).
 */
@Entity({ tableName: 'integration_subscribers' })
export class IntegrationSubscriberRecord {
  [OptionalProps]?: 'declaredAt' | 'lastError' | 'lastErrorAt' | 'replayJobId';

  @PrimaryKey({ type: 'string', length: 100 })
  name: string;

  /** The event types it handles. */
  @Property({ type: 'json' })
  events: string[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  declaredAt: Date = new Date();

  /** The message of the last delivery that failed (cut to 1,000 characters), kept until a replay succeeds. */
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastErrorAt: Date | null = null;

  /** The BullMQ job id of the last replay an admin started, whose progress the tab polls. */
  @Property({ type: 'string', length: 100, nullable: true })
  replayJobId: string | null = null;
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
