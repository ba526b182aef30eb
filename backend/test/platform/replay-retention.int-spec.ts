import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../src/platform/events/integration-event.js';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { type ReplayProgress, Subscribers } from '../../src/platform/events/subscribers.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { IntegrationEventProcessor, PRUNE_PROCESSED_EVENTS_JOB } from '../../src/platform/events/integration-event.processor.js';
import type { Job } from 'bullmq';

/** A subscriber that exists only here: the latest name per person, and how often it ran for them. */
@Injectable()
@Subscriber({ name: 'test.replayed-names', events: ['test.name-set'], tables: ['test_replayed_names'] })
class ReplayedNamesSubscriber implements IntegrationEventSubscriber {
  async handle(em: EntityManager, event: StoredIntegrationEvent) {
    const { userId, name } = event.payload as { userId: string; name: string };
    await em.execute(
      `insert into test_replayed_names (user_id, name, position, applied) values (?, ?, ?, 1)
       on conflict (user_id) do update set name = case when test_replayed_names.position < excluded.position then excluded.name else test_replayed_names.name end,
         position = greatest(test_replayed_names.position, excluded.position), applied = test_replayed_names.applied + 1`,
      [userId, name, event.position],
    );
  }
}

const NAME = 'test.replayed-names';

describe('subscriber replays online, and processed events kept bounded', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { workerProviders: [ReplayedNamesSubscriber] });
    await conn().execute('create table test_replayed_names (user_id uuid primary key, name text not null, position bigint not null, applied int not null)');
  });
  afterAll(() => app.close());

  const conn = () => app.em.fork().getConnection();
  const publish = (userId: string, name: string) =>
    app.em.fork().transactional(async (em) => app.api.get(IntegrationEvents).publish(em, { type: 'test.name-set', version: 1, payload: { userId, name } }).eventId);
  const names = () => conn().execute<Array<{ user_id: string; name: string }>>('select user_id, name from test_replayed_names order by user_id');
  const applied = async (userId: string) => (await conn().execute<Array<{ applied: number }>>('select applied from test_replayed_names where user_id = ?', [userId]))[0]?.applied;
  const processedRows = async () => Number((await conn().execute<Array<{ n: string }>>('select count(*) as n from processed_events where subscriber = ?', [NAME]))[0].n);
  const watermark = async () => (await conn().execute<Array<{ position: string }>>('select position::text from subscriber_watermarks where subscriber = ?', [NAME]))[0]?.position;
  /** The worker's delivery of an event again, as a retry or the relay handing it over twice would. */
  const redeliver = async (eventId: string) => {
    const subscribers = app.worker.get(Subscribers);
    await subscribers.deliver((await subscribers.load(eventId))!);
  };

  it('fills new tables while deliveries go on, swaps them in, and remembers what they hold by a watermark', async () => {
    const people = Array.from({ length: 12 }, () => randomUUID());
    for (const [i, id] of people.entries()) await publish(id, `Name ${i}`);
    await eventsDelivered(app);

    const seen: number[] = [];
    const phases = new Set<ReplayProgress['phase']>();
    let published = 0;
    const result = await app.worker.get(Subscribers).replay(NAME, { batchSize: 3, swapBelow: 1, onProgress: async (p) => {
      phases.add(p.phase);
      if (p.phase === 'swap') return;
      seen.push((await names()).length);
      // Published and delivered to the old table while the new one is filled.
      if (published < 3) {
        await publish(people[published], `Renamed ${published++}`);
        await eventsDelivered(app);
        seen.push((await names()).length);
      }
    } });
    expect([...phases].sort()).toEqual(['catch-up', 'copy']);
    // Readers of the old table never saw it emptied or half-filled.
    expect(seen.every((n) => n === people.length)).toBe(true);
    expect(published).toBe(3);
    expect(result.events).toBeGreaterThanOrEqual(people.length);

    const after = await names();
    expect(after).toHaveLength(people.length);
    expect(after.find((r) => r.user_id === people[2])?.name).toBe('Renamed 2');
    // The watermark stands for the replayed events: no row per event, and a redelivery of one changes nothing.
    expect(await watermark()).toBe(result.position);
    expect(await processedRows()).toBe(0);
    const before = await applied(people[5]);
    const [{ event_id }] = await conn().execute<Array<{ event_id: string }>>(`select event_id from integration_events where payload->>'userId' = ?`, [people[5]]);
    await redeliver(event_id);
    expect(await applied(people[5])).toBe(before);
    // Events after it are delivered as ever.
    await publish(people[0], 'After the replay');
    await eventsDelivered(app);
    expect((await names()).find((r) => r.user_id === people[0])?.name).toBe('After the replay');
    expect(await processedRows()).toBe(1);
    expect(await conn().execute(`select nspname from pg_namespace where nspname like 'replay_%'`)).toEqual([]);
  });

  it('prunes processed events of old, delivered events, skips their redelivery, and a replay after it gives the same table', async () => {
    const people = Array.from({ length: 5 }, () => randomUUID());
    const ids: string[] = [];
    for (const [i, id] of people.entries()) ids.push(await publish(id, `Old ${i}`));
    await eventsDelivered(app);
    const rowsBefore = await processedRows();
    expect(rowsBefore).toBeGreaterThanOrEqual(people.length);
    // A week and a day pass for all but the last; the fourth one's delivery is still pending (a retry under way).
    await conn().execute(`update integration_events set occurred_at = now() - interval '8 days' where event_id <> ?`, [ids[4]]);
    await conn().execute(`update outbox_messages set delivered_at = null where data->>'eventId' = ?`, [ids[3]]);

    const deleted = await app.worker.get(Subscribers).pruneProcessed('7 days');
    expect(deleted).toBeGreaterThanOrEqual(3);
    const [{ position: third }] = await conn().execute<Array<{ position: string }>>('select position::text from integration_events where event_id = ?', [ids[2]]);
    const [{ position: fourth }] = await conn().execute<Array<{ position: string }>>('select position::text from integration_events where event_id = ?', [ids[3]]);
    expect(BigInt(await watermark())).toBeGreaterThanOrEqual(BigInt(third));
    expect(BigInt(await watermark())).toBeLessThan(BigInt(fourth));
    const kept = await conn().execute<Array<{ event_id: string }>>('select event_id from processed_events where subscriber = ?', [NAME]);
    // The pending one and the young one keep their rows: their retries are still recognised.
    // (Compared as a set: both can be processed within the same clock tick.)
    expect(kept.map((r) => r.event_id).sort()).toEqual([ids[3], ids[4]].sort());

    for (const i of [0, 3, 4]) {
      const before = await applied(people[i]);
      await redeliver(ids[i]);
      expect(await applied(people[i])).toBe(before);
    }

    // Nothing a replay needs is gone: the integration events are all there.
    const live = await names();
    await app.worker.get(Subscribers).replay(NAME);
    expect(await names()).toEqual(live);
  });

  it("the hourly job also deletes the outbox's rows delivered over a week ago, and keeps the waiting and failed ones", async () => {
    const ids: string[] = [];
    for (const i of [0, 1, 2, 3]) ids.push(await publish(randomUUID(), `Outbox ${i}`));
    const row = (eventId: string) => `data->>'eventId' = '${eventId}'`;
    // (The previous test left one delivery pending on purpose: wait for these four only.)
    const waiting = async () => (await conn().execute(`select 1 from outbox_messages where (${ids.map(row).join(' or ')}) and delivered_at is null`)).length;
    for (let tries = 0; (await waiting()) > 0; tries++) {
      if (tries > 600) throw new Error('the four events were not delivered within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Handed over eight days ago: the first delivered, the second still waiting (a retry under way), the third failed.
    await conn().execute(`update outbox_messages set dispatched_at = now() - interval '8 days' where ${row(ids[0])} or ${row(ids[1])} or ${row(ids[2])}`);
    await conn().execute(`update outbox_messages set delivered_at = null where ${row(ids[1])} or ${row(ids[2])}`);
    await conn().execute(`update outbox_messages set failed_at = now(), last_error = 'SMTP refused' where ${row(ids[2])}`);

    await app.worker.get(IntegrationEventProcessor).process({ name: PRUNE_PROCESSED_EVENTS_JOB } as Job);

    const left = await conn().execute<Array<{ event_id: string }>>(`select data->>'eventId' as event_id from outbox_messages where data->>'eventId' = any(?::text[])`, [`{${ids.join(',')}}`]);
    expect(left.map((r) => r.event_id).sort()).toEqual([ids[1], ids[2], ids[3]].sort());
    // The integration event itself stays: replays read it.
    expect(await conn().execute('select 1 from integration_events where event_id = ?', [ids[0]])).toHaveLength(1);
  });
});
