import type { EntityManager } from '@mikro-orm/postgresql';

/** One subscriber as the System tab shows it. */
export interface SubscriberStatus {
  name: string;
  events: string[];
  /** Log position of the event it applied last (null: none yet). */
  position: string | null;
  /** Log position of the newest event of its types (null: none published yet). */
  headPosition: string | null;
  /** Events of its types published but not yet applied by it (waiting, retrying or failed). */
  lag: number;
  /** Age of the oldest of those, in seconds (null when the lag is 0). */
  lagSeconds: number | null;
  lastError: string | null;
  lastErrorAt: string | null;
  /** The job of the last replay an admin started (its state is in the queue). */
  replayJobId: string | null;
}

/**
 * What each subscriber has applied and what still waits for it. The lag counts events whose
 * delivery is still under way (their outbox row is not delivered: the relay marks a row
 * delivered only once every subscriber applied it), so it costs a look at the few undelivered
 * rows rather than an anti-join over the whole log. A subscriber added after its events were
 * delivered is not behind by this measure: it needs a replay (docs/operations.md).
 */
export async function readSubscriberStatus(em: EntityManager): Promise<SubscriberStatus[]> {
  return em.execute<SubscriberStatus[]>(
    `select s.name, s.events, s.replay_job_id as "replayJobId", s.last_error as "lastError",
            to_char(s.last_error_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastErrorAt",
            (select e.position::text from processed_events p join integration_events e on e.event_id = p.event_id
              where p.subscriber = s.name order by p.processed_at desc, e.position desc limit 1) as position,
            (select max(h.position)::text from jsonb_array_elements_text(s.events) t(type),
              lateral (select position from integration_events where type = t.type order by position desc limit 1) h) as "headPosition",
            w.lag, w.lag_seconds as "lagSeconds"
       from integration_subscribers s
       cross join lateral (
         select count(*)::int as lag, floor(extract(epoch from now() - min(e.occurred_at)))::int as lag_seconds
           from outbox_messages o join integration_events e on e.event_id = (o.data->>'eventId')::uuid
          where o.queue = 'integration-events' and o.delivered_at is null
            and e.type in (select jsonb_array_elements_text(s.events))
            and not exists (select 1 from processed_events p where p.subscriber = s.name and p.event_id = e.event_id)
       ) w
      order by s.name`,
  );
}
