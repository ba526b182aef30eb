import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { createRedis } from '../redis/redis-connections.js';
import { MAIL_QUEUE, QUEUES } from './queues.js';
import { jobOptionsFor } from './job-options.js';

const BATCH = 500;
const ADD_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Moves staged jobs from the outbox table to BullMQ. Runs in the worker; several workers
 * can run it at once (rows are claimed with SKIP LOCKED, and the BullMQ job id is the
 * outbox id, so a job handed over twice is still queued once).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly queues = new Map<string, Queue>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly connection;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    @Inject('OUTBOX_POLL_MS') private readonly pollMs: number,
  ) {
    // Fails fast while Redis is down, so staged jobs simply wait in the outbox.
    this.connection = createRedis(config, { connectionName: 'outbox-relay' });
    this.connection.on('error', () => undefined);
    for (const name of QUEUES) this.queues.set(name, new Queue(name, { connection: this.connection, prefix: this.prefix }));
  }

  private get prefix() {
    return `${this.config.REDIS_PREFIX}:bull`;
  }

  onApplicationBootstrap() {
    const tick = async () => {
      if (this.stopped) return;
      let full = false;
      this.running = this.relayOnce().then(
        (sent) => {
          full = sent === BATCH;
        },
        (error: Error) => this.logger.warn(`Outbox relay paused: ${error.message}`),
      );
      await this.running;
      // A full batch means more are waiting: the next one goes at once, not after a poll interval.
      if (!this.stopped) this.timer = setTimeout(tick, full ? 0 : this.pollMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
  }

  /** Hands over one batch; returns how many jobs reached the queue. */
  async relayOnce(): Promise<number> {
    const sent = await this.handOver();
    await this.recheck();
    return sent;
  }

  /**
   * The outbox stays the source of truth until the consumer records delivery: a job handed
   * over longer ago than OUTBOX_RECHECK_MS and still unconfirmed is looked up in Redis. Gone
   * (Redis restarted without its data, a failover) means it is handed over again with the
   * same job id; consumers are idempotent, so a duplicate is harmless. Still queued or
   * retrying means it is checked again later.
   */
  private async recheck(): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const rows: Array<{ id: string; queue: string; name: string; data: Record<string, unknown> }> = await em.execute(
        `select id, queue, name, data from outbox_messages
         where dispatched_at < now() - make_interval(secs => ?) and delivered_at is null and failed_at is null
         order by id limit ${BATCH} for update skip locked`,
        [this.config.OUTBOX_RECHECK_MS / 1000],
      );
      for (const row of rows) {
        const queue = this.queues.get(row.queue) ?? this.queues.get(MAIL_QUEUE)!;
        const jobId = `outbox-${row.id}`;
        try {
          const job = await withTimeout(queue.getJob(jobId), ADD_TIMEOUT_MS);
          const state = job ? await withTimeout(job.getState(), ADD_TIMEOUT_MS) : 'missing';
          if (state === 'completed') {
            await em.execute('update outbox_messages set delivered_at = now() where id = ?', [row.id]);
          } else if (state === 'failed') {
            await em.execute('update outbox_messages set failed_at = now() where id = ?', [row.id]);
          } else if (state === 'missing' || state === 'unknown') {
            await withTimeout(queue.add(row.name, row.data, { ...jobOptionsFor(row.queue), jobId }), ADD_TIMEOUT_MS);
            await em.execute('update outbox_messages set dispatched_at = now(), attempts = attempts + 1 where id = ?', [row.id]);
            this.logger.warn(`Queue ${row.queue} had lost job ${jobId}; handed it over again`);
          } else {
            await em.execute('update outbox_messages set dispatched_at = now() where id = ?', [row.id]);
          }
        } catch (error) {
          this.logger.warn(`Outbox recheck paused: ${(error as Error).message}`);
          break;
        }
      }
    });
  }

  /**
   * One batch: one statement to claim it, one Redis round trip per queue (addBulk, a MULTI) and
   * one statement to record it, instead of two round trips per message; a full batch is
   * followed by the next at once (onApplicationBootstrap), so a backlog drains at full speed.
   */
  private async handOver(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const rows: OutboxRow[] = await em.execute(
        `select id, queue, name, data from outbox_messages where dispatched_at is null order by id limit ${BATCH} for update skip locked`,
      );
      const byQueue = new Map<Queue, OutboxRow[]>();
      for (const row of rows) {
        const queue = this.queues.get(row.queue) ?? this.queues.get(MAIL_QUEUE)!;
        byQueue.set(queue, [...(byQueue.get(queue) ?? []), row]);
      }
      const sent: string[] = [];
      for (const [queue, group] of byQueue) {
        try {
          const jobs = group.map((row) => ({ name: row.name, data: row.data, opts: { ...jobOptionsFor(row.queue), jobId: `outbox-${row.id}` } }));
          await withTimeout(queue.addBulk(jobs), ADD_TIMEOUT_MS);
          sent.push(...group.map((row) => row.id));
        } catch (error) {
          await em.execute('update outbox_messages set attempts = attempts + 1, last_error = ? where id = any(?::bigint[])', [
            (error as Error).message.slice(0, 500),
            `{${group.map((row) => row.id).join(',')}}`,
          ]);
          // Redis is most likely down: keep the rest for the next tick, in order.
          this.logger.warn(`Outbox relay paused: ${(error as Error).message}`);
          break;
        }
      }
      if (sent.length > 0) {
        await em.execute('update outbox_messages set dispatched_at = now(), attempts = attempts + 1 where id = any(?::bigint[])', [`{${sent.join(',')}}`]);
      }
      return sent.length;
    });
  }
}

interface OutboxRow {
  id: string;
  queue: string;
  name: string;
  data: Record<string, unknown>;
}
