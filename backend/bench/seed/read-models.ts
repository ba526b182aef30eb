import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type pg from 'pg';
import { SHARED_LINKS_SUBSCRIBER } from '../../src/modules/reviews/shared-links/shared-links.subscriber.js';
import { PUBLIC_PROFILE_SUBSCRIBER } from '../../src/modules/sharing/public-profile-document/public-profile-data.subscriber.js';
import { PROFILE_VIEWED, SHARE_LINK_CREATED } from '../../src/modules/sharing/contracts/events.js';
import { PROCESSED_EVENTS_KEPT } from '../../src/platform/events/integration-event.processor.js';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import type { SeedClock } from './progress.js';
import { buildPublicProfiles } from './public-profiles.js';

/**
 * Every subscriber's tables built from the integration log the way production rebuilds them:
 * its replay (`events:replay`), which applies each event through the subscriber's own handler
 * and leaves the watermark that says its tables hold the whole log. The crew directory and the
 * audit log's entries from events are built so.
 *
 * Two departures, for speed, each leaving the same watermark. The public-profile documents are
 * built once per person rather than once per event (public-profiles.ts says how and why the
 * rows are the same). And reviews_shared_links gets one row per link straight from
 * share_links, where the replay would apply every view (tens of millions at scale 1). Its
 * handler keeps, per link, the greatest view count and whether it was deleted, i.e. the link's
 * last state, which is what share_links holds; the seed's test runs the consistency check,
 * whose shared-links kind applies every event through the handler and finds the same rows.
 */
export async function buildReadModels(app: INestApplicationContext, db: pg.Client, clock: SeedClock): Promise<void> {
  const subscribers = app.get(Subscribers);
  for (const { name, events } of subscribers.declarations()) {
    if (name === SHARED_LINKS_SUBSCRIBER) {
      await clock.run(`read model ${name} (bulk)`, (r: pg.QueryResult) => r.rowCount ?? 0, async () => {
        const rows = await db.query(
          // The payload carries expires_at in milliseconds (SHARE_LINK_STATE_PAYLOAD): the handler stores that.
          `insert into reviews_shared_links (link_id, user_id, expires_at, deleted, views)
           select id, user_id, date_trunc('milliseconds', expires_at), deleted_at is not null, views from share_links`,
        );
        await db.query(
          `insert into subscriber_watermarks (subscriber, position) select $1, coalesce(max(position), 0) from integration_events
           on conflict (subscriber) do update set position = excluded.position, updated_at = now()`,
          [name],
        );
        return rows;
      });
      continue;
    }
    if (name === PUBLIC_PROFILE_SUBSCRIBER) {
      await buildPublicProfiles(app.get(EntityManager), db, clock, events);
      continue;
    }
    const total = Number((await db.query<{ n: string }>('select count(*) as n from integration_events where type = any($1::text[])', [events])).rows[0].n);
    const stage = clock.stage(`read model ${name} (production replay)`, total);
    const result = await subscribers.replay(name, { batchSize: 2000, onProgress: (p) => stage.tick(p.events) });
    stage.end(result.events);
  }
  await recentDeliveries(db, clock, subscribers);
}

/**
 * processed_events as the product keeps it (ADR 0050): rows for the deliveries of the last
 * PROCESSED_EVENTS_KEPT, each subscriber's watermark just below them (what the retention job
 * leaves). The log's newest facts are the share links' events, written last and in time order
 * (integration-events.ts), so the recent ones are its tail: every subscriber gets a row for
 * each event of its types in that tail, and the consistency check, which reads up to the
 * watermark and then the rows, still sees every event.
 */
async function recentDeliveries(db: pg.Client, clock: SeedClock, subscribers: Subscribers): Promise<void> {
  const [{ below }] = (
    await db.query<{ below: string }>(
      `select (coalesce(min(position), (select coalesce(max(position), 0) + 1 from integration_events)) - 1)::text as below
       from integration_events where type = any($1::text[]) and occurred_at > now() - $2::interval`,
      [[SHARE_LINK_CREATED, PROFILE_VIEWED], PROCESSED_EVENTS_KEPT],
    )
  ).rows;
  const declared = subscribers.declarations().map((d) => ({ name: d.name, events: d.events }));
  await clock.run('processed events (the last days of deliveries)', (r: pg.QueryResult) => r.rowCount ?? 0, async () => {
    await db.query('update subscriber_watermarks set position = least(position, $1::bigint), updated_at = now()', [below]);
    return db.query(
      `insert into processed_events (subscriber, event_id, processed_at)
       select s.name, e.event_id, e.occurred_at + interval '200 milliseconds'
       from integration_events e join jsonb_to_recordset($2::jsonb) s(name text, events jsonb) on s.events ? e.type
       where e.position > $1::bigint`,
      [below, JSON.stringify(declared)],
    );
  });
}
