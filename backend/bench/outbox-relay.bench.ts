import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { performance } from 'node:perf_hooks';
import { createWorkerApp } from '../src/bootstrap.js';
import { entities } from '../src/entities.js';
import { INTEGRATION_EVENT_JOB } from '../src/platform/events/integration-event.js';
import { migrateDatabase } from '../src/platform/database/migrate.js';
import { INTEGRATION_EVENTS_QUEUE } from '../src/platform/queue/queues.js';
import { deleteRedisPrefix, dropDatabase } from '../test/support/run-services.mjs';
import { benchEnvironment } from './bench-setup.js';

/**
 * npm run bench:outbox-relay -w backend
 *
 * BENCH_EVENTS integration events (default 20,000) committed at once with their deliveries in
 * the outbox, as a burst of commands leaves them; the worker (relay and consumers, as deployed)
 * hands them to Redis and delivers them. Printed: events/s handed over by the relay (until the
 * last is dispatched) and delivered end to end (until the last is confirmed). Its own database
 * and Redis prefix, dropped after.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);

const { database, redisPrefix, redisUrl, config } = await benchEnvironment();
await migrateDatabase(config.DATABASE_URL, entities, () => undefined);
const worker = await createWorkerApp(config);
try {
  const em = worker.get(EntityManager).fork();
  const started = performance.now();
  await em.execute(
    `with event as (
       insert into integration_events (event_id, type, version, payload)
       select gen_random_uuid(), 'bench.relayed', 1, jsonb_build_object('n', n) from generate_series(1, ?) n returning event_id, type)
     insert into outbox_messages (queue, name, data) select ?, ?, jsonb_build_object('eventId', event_id, 'type', type) from event`,
    [EVENTS, INTEGRATION_EVENTS_QUEUE, INTEGRATION_EVENT_JOB],
  );
  const committed = performance.now();
  const waitFor = async (condition: string) => {
    for (;;) {
      const [{ left }] = await em.execute<Array<{ left: string }>>(`select count(*) as left from outbox_messages where ${condition}`);
      if (Number(left) === 0) return performance.now();
      if (performance.now() - committed > 600_000) throw new Error(`${left} still waiting after 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const dispatched = await waitFor('dispatched_at is null');
  const delivered = await waitFor('delivered_at is null');
  const rate = (until: number) => Math.round(EVENTS / ((until - committed) / 1000));
  console.log(`\n${EVENTS} integration events committed in ${Math.round(committed - started)} ms`);
  console.log(`  relay handed them to Redis at ${rate(dispatched)} events/s (${Math.round(dispatched - committed)} ms)`);
  console.log(`  delivered and confirmed at ${rate(delivered)} events/s (${Math.round(delivered - committed)} ms)\n`);
} finally {
  await worker.close();
  await dropDatabase(database);
  await deleteRedisPrefix(redisUrl, redisPrefix);
}
process.exit(0);
