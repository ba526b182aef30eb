import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { INTEGRATION_EVENT_JOB, type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../src/platform/events/integration-event.js';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import { INTEGRATION_EVENTS_QUEUE } from '../../src/platform/queue/queues.js';
import { createRedis } from '../../src/platform/redis/redis-connections.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';

/** A subscriber that exists only here: it keeps the latest name per person and counts how often it ran. */
@Injectable()
@Subscriber({ name: 'test.crew-names', events: ['test.name-changed'], tables: ['test_crew_names'] })
class CrewNamesSubscriber implements IntegrationEventSubscriber {
  async handle(em: EntityManager, event: StoredIntegrationEvent) {
    const { userId, name } = event.payload as { userId: string; name: string };
    // Delivery order is not guaranteed: an older event never overwrites a newer one.
    await em.execute(
      `insert into test_crew_names (user_id, name, position, applied) values (?, ?, ?, 1)
       on conflict (user_id) do update set name = case when test_crew_names.position < excluded.position then excluded.name else test_crew_names.name end,
         position = greatest(test_crew_names.position, excluded.position), applied = test_crew_names.applied + 1`,
      [userId, name, event.position],
    );
  }
}

describe('integration events between modules', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({}, { workerProviders: [CrewNamesSubscriber] });
    await app.em.fork().getConnection().execute('create table test_crew_names (user_id uuid primary key, name text not null, position bigint not null, applied int not null)');
  });
  afterAll(() => app.close());

  const publish = (userId: string, name: string) =>
    app.em.fork().transactional(async (em) => app.api.get(IntegrationEvents).publish(em, { type: 'test.name-changed', version: 1, payload: { userId, name } }).eventId);
  const table = () =>
    app.em.fork().getConnection().execute<Array<{ user_id: string; name: string; position: string }>>('select user_id, name, position from test_crew_names order by user_id');

  it('are stored with the change that caused them and delivered to the subscriber by the worker', async () => {
    const userId = randomUUID();
    const eventId = await publish(userId, 'Alex Morgan');
    const [stored] = await app.em.fork().getConnection().execute('select type, version, payload from integration_events where event_id = ?', [eventId]);
    expect(stored).toEqual({ type: 'test.name-changed', version: 1, payload: { userId, name: 'Alex Morgan' } });

    await eventsDelivered(app);
    expect(await app.em.fork().getConnection().execute('select name, applied from test_crew_names where user_id = ?', [userId])).toEqual([{ name: 'Alex Morgan', applied: 1 }]);
  });

  it('are not published when the transaction that caused them rolls back', async () => {
    const userId = randomUUID();
    await expect(
      app.em.fork().transactional(async (em) => {
        app.api.get(IntegrationEvents).publish(em, { type: 'test.name-changed', version: 1, payload: { userId, name: 'Never' } });
        await em.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.em.fork().getConnection().execute(`select * from integration_events where payload->>'userId' = ?`, [userId])).toEqual([]);
  });

  it('a redelivered event changes nothing: the subscriber remembers the event id', async () => {
    const userId = randomUUID();
    const eventId = await publish(userId, 'Sam Reviewer');
    await eventsDelivered(app);

    // Once directly, once as a second job with another id (as after a lost acknowledgement).
    const subscribers = app.worker.get(Subscribers);
    await subscribers.deliver((await subscribers.load(eventId))!);
    const connection = createRedis(app.config);
    const queue = new Queue(INTEGRATION_EVENTS_QUEUE, { connection, prefix: `${app.config.REDIS_PREFIX}:bull` });
    try {
      const job = await queue.add(INTEGRATION_EVENT_JOB, { eventId, type: 'test.name-changed' }, { jobId: `again-${eventId}` });
      await finished(job);
    } finally {
      await queue.close();
      connection.disconnect();
    }
    expect(await app.em.fork().getConnection().execute('select applied from test_crew_names where user_id = ?', [userId])).toEqual([{ applied: 1 }]);
    expect(await app.em.fork().getConnection().execute('select count(*)::int as n from processed_events where subscriber = ? and event_id = ?', ['test.crew-names', eventId])).toEqual([{ n: 1 }]);
  });

  it("a subscriber's table equals a replay of the events from the start", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await publish(a, 'Ana First');
    await publish(b, 'Ben First');
    await publish(a, 'Ana Second');
    await eventsDelivered(app);
    const live = await table();
    expect(live.find((r) => r.user_id === a)?.name).toBe('Ana Second');

    const result = await app.worker.get(Subscribers).replay('test.crew-names');
    expect(result.events).toBeGreaterThanOrEqual(5);
    expect(await table()).toEqual(live);
  });
});

async function finished(job: { getState(): Promise<string> }, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!['completed', 'failed'].includes(await job.getState())) {
    if (Date.now() > deadline) throw new Error('The job did not finish');
    await new Promise((r) => setTimeout(r, 25));
  }
}
