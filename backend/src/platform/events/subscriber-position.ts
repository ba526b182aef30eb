import type { EntityManager } from '@mikro-orm/postgresql';
import { INTEGRATION_EVENTS_QUEUE } from '../queue/queues.js';

/** A subscriber as this file needs it: its name and the event types it applies. */
export interface SubscriberTypes {
  name: string;
  events: readonly string[];
}

/** Where a subscriber stands in the integration event log: the one definition (ADR 0043). */
export interface SubscriberPosition {
  name: string;
  /** The log position up to which it has applied every event of its types (null: the log is empty). */
  position: string | null;
  /** The log's end: the newest event's position (null: the log is empty). */
  headPosition: string | null;
  /** Events of its types whose delivery is still under way and that it has not applied. */
  lag: number;
  /** Age of the oldest of those, in whole seconds (null when the lag is 0). */
  lagSeconds: number | null;
}

/**
 * SQL that is true when the subscriber named by `subscriber` (an SQL expression) has applied
 * the integration event aliased `event`: a delivery recorded it in processed_events, or it is at
 * or below the subscriber's watermark (a replay's tables are complete up to it, and retention
 * deletes the rows below it; ADR 0050). Deliveries (Subscribers.markProcessed), the consistency
 * check's rebuild and the position below all read "applied" this way.
 */
export function appliedBy(subscriber: string, event: string): string {
  return `(exists (select 1 from public.processed_events p where p.subscriber = ${subscriber} and p.event_id = ${event}.event_id)
           or ${event}.position <= coalesce((select w.position from public.subscriber_watermarks w where w.subscriber = ${subscriber}), 0))`;
}

/**
 * Position and lag of each subscriber, for the System tab and the metrics alike. The lag looks
 * only at events whose outbox delivery is not done (the relay marks a row delivered once every
 * subscriber applied it; a partial index holds just those rows), never at the whole log, so it
 * is cheap to poll. The position follows: just below the oldest event it still lacks, or the
 * log's end when it lacks none. A subscriber added after its events were delivered is therefore
 * not "behind" by this measure: it needs a replay (docs/operations.md).
 */
export async function readSubscriberPositions(em: EntityManager, subscribers: readonly SubscriberTypes[]): Promise<SubscriberPosition[]> {
  if (subscribers.length === 0) return [];
  return em.execute<SubscriberPosition[]>(
    `with head as (select max(position) as position from public.integration_events)
     select s.name, coalesce(w.oldest - 1, head.position)::text as position, head.position::text as "headPosition",
            w.lag, w.lag_seconds as "lagSeconds"
       from jsonb_to_recordset(?::jsonb) as s(name text, events jsonb)
       cross join head
       cross join lateral (
         select count(*)::int as lag, min(e.position) as oldest, floor(extract(epoch from now() - min(e.occurred_at)))::int as lag_seconds
           from public.outbox_messages o join public.integration_events e on e.event_id = (o.data->>'eventId')::uuid
          where o.queue = ? and o.delivered_at is null
            and e.type in (select jsonb_array_elements_text(s.events))
            and not ${appliedBy('s.name', 'e')}
       ) w
      order by s.name`,
    [JSON.stringify(subscribers.map(({ name, events }) => ({ name, events }))), INTEGRATION_EVENTS_QUEUE],
  );
}
