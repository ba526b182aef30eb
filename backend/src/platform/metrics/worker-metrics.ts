import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Subscribers } from '../events/subscribers.js';
import { INTEGRATION_EVENTS_QUEUE, QUEUES } from '../queue/queues.js';
import { scrapedGauge } from './registry.js';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

const queueJobs = () => scrapedGauge('crew_queue_jobs', 'BullMQ jobs per queue and state (waiting, active, delayed, failed).', ['queue', 'state']);
const outboxWaiting = () => scrapedGauge('crew_outbox_waiting_rows', 'Outbox rows not yet delivered nor given up, per queue.', ['queue']);
const outboxOldest = () => scrapedGauge('crew_outbox_oldest_waiting_age_seconds', 'Age of the oldest outbox row not yet delivered nor given up, per queue.', ['queue']);
const logHead = () => scrapedGauge('crew_integration_events_head_position', 'Position of the newest event in the integration event log.', []);
const subscriberPosition = () => scrapedGauge('crew_subscriber_position', 'Log position up to which the subscriber has applied every event of its types.', ['subscriber']);
const subscriberLag = () => scrapedGauge('crew_subscriber_lag_events', 'Events of its types published but not yet applied by the subscriber.', ['subscriber']);
const subscriberLagSeconds = () => scrapedGauge('crew_subscriber_lag_seconds', 'Age of the oldest event the subscriber has not yet applied (0 when caught up).', ['subscriber']);

interface SubscriberRow {
  subscriber: string;
  lag: string;
  oldest_position: string | null;
  oldest_age: number | null;
  head: string | null;
}

/**
 * The worker's figures, read when Prometheus scrapes: queue counts from Redis, outbox and
 * subscriber lag from PostgreSQL. Each query only reads the outbox rows still waiting
 * (a partial index holds just those), never the whole history.
 */
@Injectable()
export class WorkerMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly removals: Array<() => void> = [];

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly em: EntityManager,
    private readonly subscribers: Subscribers,
  ) {}

  onApplicationBootstrap() {
    const queues = QUEUES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
    this.removals.push(
      queueJobs().add(async () => {
        const samples = [];
        for (const queue of queues) {
          const counts = await queue.getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES) samples.push({ labels: { queue: queue.name, state }, value: counts[state] ?? 0 });
        }
        return samples;
      }),
    );

    // Both outbox gauges come from one query, run once per scrape.
    const outbox = once(() => this.outboxFigures());
    this.removals.push(
      outboxWaiting().add(async () => perQueue(await outbox(), (r) => Number(r.rows))),
      outboxOldest().add(async () => perQueue(await outbox(), (r) => r.oldest_age ?? 0)),
    );

    const lag = once(() => this.subscriberFigures());
    this.removals.push(
      logHead().add(async () => [{ labels: {}, value: Number((await lag())[0]?.head ?? 0) }]),
      subscriberPosition().add(async () =>
        (await lag()).map((r) => ({ labels: { subscriber: r.subscriber }, value: r.oldest_position ? Number(r.oldest_position) - 1 : Number(r.head ?? 0) })),
      ),
      subscriberLag().add(async () => (await lag()).map((r) => ({ labels: { subscriber: r.subscriber }, value: Number(r.lag) }))),
      subscriberLagSeconds().add(async () => (await lag()).map((r) => ({ labels: { subscriber: r.subscriber }, value: r.oldest_age ?? 0 }))),
    );
  }

  onApplicationShutdown() {
    this.removals.splice(0).forEach((remove) => remove());
  }

  private outboxFigures() {
    return this.em.fork().execute<Array<{ queue: string; rows: string; oldest_age: number | null }>>(
      `select queue, count(*) as rows, extract(epoch from now() - min(created_at))::float8 as oldest_age
       from outbox_messages where delivered_at is null and failed_at is null group by queue`,
    );
  }

  /**
   * Per subscriber: the events of its types whose delivery is still pending in the outbox (or
   * was given up) and that it has not applied. An event the subscriber applied is recorded in
   * processed_events in the same transaction, so this is exact, and a replay brings it to 0.
   */
  private subscriberFigures() {
    const declared = this.subscribers.declarations().map((d) => ({ name: d.name, events: d.events }));
    return this.em.fork().execute<SubscriberRow[]>(
      `select s.name as subscriber, count(e.position) as lag, min(e.position)::text as oldest_position,
              coalesce(extract(epoch from now() - min(e.occurred_at))::float8, 0) as oldest_age,
              (select max(position) from integration_events)::text as head
       from jsonb_to_recordset(?::jsonb) as s(name text, events jsonb)
       left join lateral (
         select e.position, e.occurred_at
         from outbox_messages o join integration_events e on e.event_id = (o.data->>'eventId')::uuid
         where o.queue = ? and o.delivered_at is null
           and e.type in (select jsonb_array_elements_text(s.events))
           and not exists (select 1 from processed_events p where p.subscriber = s.name and p.event_id = e.event_id)
       ) e on true
       group by s.name`,
      [JSON.stringify(declared), INTEGRATION_EVENTS_QUEUE],
    );
  }
}

/** One sample per queue, 0 for a queue with nothing waiting (a series that vanishes reads as missing data). */
function perQueue<R extends { queue: string }>(rows: R[], value: (row: R) => number) {
  return QUEUES.map((queue) => {
    const row = rows.find((r) => r.queue === queue);
    return { labels: { queue }, value: row ? value(row) : 0 };
  });
}

/**
 * Shares one query between the gauges of one scrape: prom-client starts every gauge's
 * collect in the same tick, so they join the read in flight; the next scrape reads afresh.
 */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    if (!inFlight) {
      const current = read().finally(() => {
        if (inFlight === current) inFlight = undefined;
      });
      inFlight = current;
    }
    return inFlight;
  };
}
