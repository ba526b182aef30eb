import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { counterTrigger } from '../../../platform/database/counter-triggers.js';

/**
 * One row of the review event log. Append-only in the database itself: the trigger below
 * refuses UPDATE and DELETE (and the migration adds one for TRUNCATE, which PostgreSQL does
 * not report to the ORM's schema check). Corrections are new events, e.g. ReviewDeleted.
 * Rows are written and read with SQL by EventStore, never through the unit of work.
 */
@Entity({
  tableName: 'review_events',
  triggers: [
    {
      name: 'review_events_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `raise exception 'review_events is append-only: % is not allowed', tg_op using errcode = 'restrict_violation';`,
    },
    // The Analytics tab's weekly activity (review_activity_weeks, ADR 0049).
    counterTrigger('review_activity_weeks_keep', 'review_events', 'insert', 'review_activity_weeks_keep_fn'),
  ],
})
@Unique({ properties: ['streamId', 'streamVersion'] })
// A person's reviews, deleted ones included, for the admin's page on them (ListReviewsOfPersonQuery).
@Index({
  name: 'review_events_submitted_reviewer_index',
  expression: `create index "review_events_submitted_reviewer_index" on "review_events" ((data->>'reviewerId')) where type = 'ReviewSubmitted'`,
})
@Index({
  name: 'review_events_submitted_reviewee_index',
  expression: `create index "review_events_submitted_reviewee_index" on "review_events" ((data->>'revieweeId')) where type = 'ReviewSubmitted'`,
})
export class ReviewEventRecord {
  [OptionalProps]?: 'position' | 'recordedAt';

  /** Global order of the log; projections are rebuilt in this order. */
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  position: string;

  @Property({ type: 'uuid' })
  streamId: string;

  @Property({ type: 'string', length: 32 })
  streamType: string;

  /** 1 for a stream's first event; unique per stream, which is the optimistic concurrency check. */
  @Property({ type: 'integer' })
  streamVersion: number;

  @Property({ type: 'string', length: 64 })
  type: string;

  /** Schema version of this event type's data (docs/events.md). */
  @Property({ type: 'smallint' })
  typeVersion: number;

  @Property({ type: 'json' })
  data: Record<string, unknown>;

  /** Who and from where: actorId, ip, userAgent, requestId. */
  @Property({ type: 'json' })
  metadata: Record<string, unknown>;

  /** clock_timestamp, not now(): events of one transaction keep their order in time. */
  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  recordedAt: Date;
}
