import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { readSubscriberPositions } from '../events/subscriber-position.js';
import { Subscribers } from '../events/subscribers.js';
import { QUEUES } from '../queue/queues.js';
import { scrapedGauge } from './registry.js';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

const queueJobs = () => scrapedGauge('crew_queue_jobs', 'BullMQ jobs per queue and state (waiting, active, delayed, failed).', ['queue', 'state']);
const outboxWaiting = () => scrapedGauge('crew_outbox_waiting_rows', 'Outbox rows not yet delivered nor given up, per queue.', ['queue']);
const outboxOldest = () => scrapedGauge('crew_outbox_oldest_waiting_age_seconds', 'Age of the oldest outbox row not yet delivered nor given up, per queue.', ['queue']);
const logHead = () => scrapedGauge('crew_integration_events_head_position', 'Position of the newest event in the integration event log.', []);
const subscriberPosition = () => scrapedGauge('crew_subscriber_position', 'Log position up to which the subscriber has applied every event of its types.', ['subscriber']);
const subscriberLag = () => scrapedGauge('crew_subscriber_lag_events', 'Events of its types published but not yet applied by the subscriber.', ['subscriber']);
const subscriberLagSeconds = () => scrapedGauge('crew_subscriber_lag_seconds', 'Age of the oldest event the subscriber has not yet applied (0 when caught up).', ['subscriber']);

/**
 * The worker's figures, read when Prometheus scrapes: queue counts from Redis, outbox figures
 * and subscriber position and lag from PostgreSQL (the System tab's own definition,
 * subscriber-position.ts). Each query only reads the outbox rows still waiting (a partial index
 * holds just those), never the whole history.
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

    const positions = once(() => readSubscriberPositions(this.em.fork(), this.subscribers.declarations()));
    this.removals.push(
      logHead().add(async () => [{ labels: {}, value: Number((await positions())[0]?.headPosition ?? 0) }]),
      subscriberPosition().add(async () => (await positions()).map((r) => ({ labels: { subscriber: r.name }, value: Number(r.position ?? 0) }))),
      subscriberLag().add(async () => (await positions()).map((r) => ({ labels: { subscriber: r.name }, value: r.lag }))),
      subscriberLagSeconds().add(async () => (await positions()).map((r) => ({ labels: { subscriber: r.name }, value: r.lagSeconds ?? 0 }))),
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
