import { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { applyPublicProfileEvents } from '../../src/modules/sharing/public-profile-document/public-profile-bulk.js';
import { PUBLIC_PROFILE_SUBSCRIBER } from '../../src/modules/sharing/public-profile-document/public-profile-data.subscriber.js';
import { refreshPublicProfile } from '../../src/modules/sharing/public-profile-document/public-profile-store.js';
import { eventsOfTypesAfter } from '../../src/platform/events/events-of-types.js';
import { forEachConcurrently } from '../../src/platform/for-each-concurrently.js';
import type { StoredIntegrationEvent } from '../../src/platform/events/integration-event.js';
import { openSealed } from '../../src/platform/privacy/personal-data.js';
import type { SeedClock } from './progress.js';

const BATCH = 5000;
/** People whose documents are built per transaction, and transactions at once. */
const REFRESH_BATCH = 200;
const REFRESH_CONCURRENCY = 3;

/**
 * The public-profile documents (sharing_*) from the integration log, in bulk. The subscriber's
 * bulk path (applyPublicProfileEvents, what replays and the consistency check use) stores each
 * batch's parts, and each document is then built once by the product's refreshPublicProfile,
 * three transactions at a time; a replay would rebuild a person's document in every batch that
 * touches them. The seed's test runs the consistency check on the result.
 */
export async function buildPublicProfiles(em: EntityManager, db: pg.Client, clock: SeedClock, types: readonly string[]): Promise<void> {
  const total = Number((await db.query<{ n: string }>('select count(*) as n from integration_events where type = any($1::text[])', [types])).rows[0].n);
  const stage = clock.stage(`read model ${PUBLIC_PROFILE_SUBSCRIBER} (bulk parts)`, total);
  const [{ end }] = (await db.query<{ end: string }>('select coalesce(max(position), 0)::text as "end" from integration_events')).rows;
  let after = '0';
  let applied = 0;
  for (;;) {
    const { sql, params } = eventsOfTypesAfter({ types, after, end, limit: BATCH });
    const rows = await em.fork().execute<StoredIntegrationEvent[]>(sql, params);
    if (rows.length === 0) break;
    const events = await openSealed(em.fork(), rows);
    await em.fork().transactional((tx) => applyPublicProfileEvents(tx, events));
    applied += rows.length;
    after = rows[rows.length - 1].position;
    stage.tick(applied);
  }
  stage.end(applied);

  const people = (await db.query<{ user_id: string }>('select user_id from sharing_public_profiles order by user_id')).rows.map((r) => r.user_id);
  const documents = clock.stage(`read model ${PUBLIC_PROFILE_SUBSCRIBER} (documents)`, people.length);
  const batches = Array.from({ length: Math.ceil(people.length / REFRESH_BATCH) }, (_, i) => people.slice(i * REFRESH_BATCH, (i + 1) * REFRESH_BATCH));
  let built = 0;
  await forEachConcurrently(batches, REFRESH_CONCURRENCY, async (batch) => {
    await em.fork().transactional(async (tx) => {
      for (const userId of batch) await refreshPublicProfile(tx, userId);
    });
    built += batch.length;
    documents.tick(built);
  });
  documents.end(built);
  await db.query(
    `insert into subscriber_watermarks (subscriber, position) values ($1, $2)
     on conflict (subscriber) do update set position = excluded.position, updated_at = now()`,
    [PUBLIC_PROFILE_SUBSCRIBER, end],
  );
}
