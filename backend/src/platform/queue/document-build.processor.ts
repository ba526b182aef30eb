import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { inJobSpan } from '../tracing/job-trace.js';
import type { OutboxDeliveries } from './outbox-deliveries.js';

/**
 * A worker consumer that builds one document per job (a verification report, a data export):
 * builds it, records the delivery on the outbox row, and after the last attempt (or at once for
 * an `UnrecoverableError`) lets the module mark the document failed. Subclasses add
 * `@Processor(queue, { settings: { backoffStrategy: backoffDelay } })`.
 */
export abstract class DocumentBuildProcessor<T> extends WorkerHost {
  protected abstract readonly logger: Logger;

  constructor(private readonly deliveries: OutboxDeliveries) {
    super();
  }

  /** Builds the job's document; idempotent, since a job may be handed over twice. */
  protected abstract build(data: T): Promise<void>;

  /** Records that the document will not be built. */
  protected abstract giveUp(data: T, reason: string): Promise<void>;

  /** Names the document in log lines, e.g. 'Verification report 5f0c…'. */
  protected abstract describe(data: T): string;

  process(job: Job<T>): Promise<void> {
    return inJobSpan(job.queueName, job, async () => {
      await this.build(job.data);
      await this.deliveries.confirm(job);
    });
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job<T> | undefined, error: Error) {
    if (!job) return;
    const final = error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`${this.describe(job.data)} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`);
    if (!final) return;
    try {
      await this.giveUp(job.data, error.message);
      await this.deliveries.fail(job, error.message);
    } catch (e) {
      this.logger.warn(`Could not record that ${this.describe(job.data)} failed: ${(e as Error).message}`);
    }
  }

  /** E.g. Redis lost a job while it ran: the outbox relay hands it over again. */
  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }
}
