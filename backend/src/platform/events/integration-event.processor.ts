import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { backoffDelay } from '../queue/job-options.js';
import { OutboxDeliveries } from '../queue/outbox-deliveries.js';
import { INTEGRATION_EVENTS_QUEUE } from '../queue/queues.js';
import { inJobSpan } from '../tracing/job-trace.js';
import { Subscribers } from './subscribers.js';

/** Delivers integration events from the queue to the subscribers in this worker. */
@Processor(INTEGRATION_EVENTS_QUEUE, { concurrency: 4, settings: { backoffStrategy: backoffDelay } })
export class IntegrationEventProcessor extends WorkerHost {
  private readonly logger = new Logger(IntegrationEventProcessor.name);

  constructor(
    private readonly subscribers: Subscribers,
    private readonly deliveries: OutboxDeliveries,
  ) {
    super();
  }

  process(job: Job<{ eventId: string; type: string }>): Promise<void> {
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
