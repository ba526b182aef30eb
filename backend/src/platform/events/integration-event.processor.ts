import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { backoffDelay } from '../queue/job-options.js';
import { OutboxDeliveries } from '../queue/outbox-deliveries.js';
import { INTEGRATION_EVENTS_QUEUE } from '../queue/queues.js';
import { inJobSpan } from '../tracing/job-trace.js';
import { Subscribers } from './subscribers.js';

export const PRUNE_PROCESSED_EVENTS_JOB = 'platform.prune-processed-events';
const PRUNE_SCHEDULER = 'platform.processed-events-retention';
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/**
 * How old a delivered event must be before its processed_events rows go (ADR 0050): far longer
 * than any retry of a delivery, which the watermark would then skip.
 */
export const PROCESSED_EVENTS_KEPT = '7 days';

/** How long a delivered outbox row (an integration event's or a mail's) is kept (ADR 0050). */
export const DELIVERED_OUTBOX_KEPT = '7 days';

/**
 * Delivers integration events from the queue to the subscribers in this worker, and hourly
 * prunes processed_events below each subscriber's watermark and the outbox's delivered rows
 * (ADR 0050).
 */
@Processor(INTEGRATION_EVENTS_QUEUE, { concurrency: 4, settings: { backoffStrategy: backoffDelay } })
export class IntegrationEventProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(IntegrationEventProcessor.name);

  constructor(
    private readonly subscribers: Subscribers,
    private readonly deliveries: OutboxDeliveries,
    @InjectQueue(INTEGRATION_EVENTS_QUEUE) private readonly queue: Queue,
  ) {
    super();
  }

  /** Every worker upserts the same scheduler id: however many run, there is one schedule. */
  async onApplicationBootstrap() {
    try {
      await this.queue.upsertJobScheduler(PRUNE_SCHEDULER, { every: PRUNE_EVERY_MS }, { name: PRUNE_PROCESSED_EVENTS_JOB, opts: { attempts: 1, removeOnComplete: 10, removeOnFail: 10 } });
    } catch (error) {
      // Redis is down at start: the worker still starts, and the next start schedules it.
      this.logger.warn(`The processed-events retention was not scheduled: ${(error as Error).message}`);
    }
  }

  async process(job: Job<{ eventId: string; type: string }>): Promise<void> {
    if (job.name === PRUNE_PROCESSED_EVENTS_JOB) {
      const deleted = await this.subscribers.pruneProcessed(PROCESSED_EVENTS_KEPT);
      if (deleted > 0) this.logger.log(`Pruned ${deleted} processed-event row(s) below the subscribers' watermarks`);
      // After the watermarks moved: they read the outbox's undelivered rows, which this keeps.
      const delivered = await this.deliveries.pruneDelivered(DELIVERED_OUTBOX_KEPT);
      if (delivered > 0) this.logger.log(`Pruned ${delivered} delivered outbox row(s)`);
      return;
    }
    return inJobSpan(INTEGRATION_EVENTS_QUEUE, job, () => this.deliver(job));
  }

  private async deliver(job: Job<{ eventId: string; type: string }>): Promise<void> {
    const event = await this.subscribers.load(job.data.eventId);
    if (!event) {
      // Staged by a transaction that then rolled back cannot happen (same transaction), so this
      // is a job from another database sharing the Redis prefix: nothing to deliver.
      this.logger.warn(`Integration event ${job.data.eventId} (${job.data.type}) is not in the log; skipped`);
    } else {
      await this.subscribers.deliver(event);
    }
    await this.deliveries.confirm(job);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<{ eventId: string; type: string }> | undefined, error: Error) {
    if (!job) return;
    if (job.name === PRUNE_PROCESSED_EVENTS_JOB) {
      this.logger.warn(`Pruning processed events failed: ${error.message}`);
      return;
    }
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`Integration event ${job.data.type} ${job.data.eventId} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`);
    if (final) void this.deliveries.fail(job, error.message).catch(() => undefined);
  }

  /** E.g. Redis lost a job while it ran: the outbox relay hands it over again. */
  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }
}
