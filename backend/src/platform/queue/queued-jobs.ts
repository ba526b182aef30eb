import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { createRedis } from '../redis/redis-connections.js';
import { QUEUES, type QueueName } from './queues.js';

/** A queue's jobs by state, as the System tab shows them. */
export interface QueueCounts {
  name: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** A job that used up its attempts: what it was, why it failed, how often it ran. */
export interface FailedJob {
  queue: QueueName;
  id: string;
  name: string;
  error: string;
  attemptsMade: number;
  /** When it last failed (ISO). */
  failedAt: string | null;
}

/** A job looked up by id (a subscriber's replay): where it is and how far it has come. */
export interface JobView {
  id: string;
  state: string;
  progress: unknown;
  error: string | null;
  returnValue: unknown;
  finishedAt: string | null;
}

/** How many failed jobs the System tab lists per queue, newest first. */
export const FAILED_JOBS_PER_QUEUE = 50;

/**
 * The API process's door to the queues, which it otherwise never talks to (the outbox hands
 * jobs over): removing jobs the relay handed to BullMQ (job id `outbox-{id}`) when an account
 * deletion drops the person's mail rows (ADR 0019), and what the admin System tab shows and
 * does (counts, failed jobs, retry, discard, a replay's progress). The connection opens on
 * first use, so the API starts without Redis.
 */
@Injectable()
export class QueuedJobs implements OnApplicationShutdown {
  private readonly logger = new Logger(QueuedJobs.name);
  private connection: Redis | undefined;
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly config: AppConfig) {}

  queue(name: QueueName): Queue {
    if (!this.connection) {
      this.connection = createRedis(this.config, { connectionName: 'queued-jobs' });
      this.connection.on('error', () => undefined);
    }
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: `${this.config.REDIS_PREFIX}:bull` });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Removes the jobs of these outbox rows; returns how many could not be removed (a job being
   * processed right now is locked: the mail processor skips a job whose row is gone, and a
   * completed mail job is removed by BullMQ itself).
   */
  async removeOutboxJobs(queue: QueueName, outboxIds: readonly string[]): Promise<number> {
    let left = 0;
    for (const id of outboxIds) {
      try {
        const removed = await this.queue(queue).remove(`outbox-${id}`);
        if (removed === 0 && (await this.queue(queue).getJob(`outbox-${id}`))) left++;
      } catch (error) {
        this.logger.warn(`Job outbox-${id} of queue ${queue} was not removed: ${(error as Error).message}`);
        left++;
      }
    }
    return left;
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      QUEUES.map(async (name) => {
        // 'prioritized' jobs wait too; BullMQ keeps them in their own list.
        const c = await this.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return { name, waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
      }),
    );
  }

  /** The newest failed jobs of every queue, newest first. */
  async failed(): Promise<FailedJob[]> {
    const perQueue = await Promise.all(QUEUES.map(async (name) => (await this.queue(name).getFailed(0, FAILED_JOBS_PER_QUEUE - 1)).filter(Boolean).map((job) => failedJobOf(name, job))));
    return perQueue.flat().sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
  }

  /** The failed job, or null when the queue has no such job or it is not failed (anymore). */
  async failedJob(name: QueueName, id: string): Promise<FailedJob | null> {
    const job = await this.queue(name).getJob(id);
    if (!job || !(await job.isFailed())) return null;
    return failedJobOf(name, job);
  }

  /**
   * Runs a failed job again now, with its attempts counted from zero: after the outage that
   * failed it is over, it gets the same retries as a new job.
   */
  async retry(name: QueueName, id: string): Promise<void> {
    const job = await this.queue(name).getJob(id);
    if (!job) throw new Error(`No job ${id} in queue ${name}`);
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  }

  async discard(name: QueueName, id: string): Promise<void> {
    await this.queue(name).remove(id);
  }

  async job(name: QueueName, id: string): Promise<JobView | null> {
    const job = await this.queue(name).getJob(id);
    if (!job) return null;
    return {
      id,
      state: await job.getState(),
      progress: job.progress,
      error: job.failedReason || null,
      returnValue: job.returnvalue ?? null,
      finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    };
  }

  async onApplicationShutdown() {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection?.disconnect();
  }
}

function failedJobOf(queue: QueueName, job: Job): FailedJob {
  return {
    queue,
    id: job.id ?? '',
    name: job.name,
    error: job.failedReason || 'No error recorded',
    attemptsMade: job.attemptsMade,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
