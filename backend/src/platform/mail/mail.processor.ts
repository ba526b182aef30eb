import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { counter } from '../metrics/registry.js';
import { inJobSpan } from '../tracing/job-trace.js';
import { backoffDelay } from '../queue/job-options.js';
import { OutboxDeliveries } from '../queue/outbox-deliveries.js';
import { MAIL_QUEUE } from '../queue/queues.js';
import { MailFailedEvent, MailDeliveredEvent } from './mail.events.js';
import { MailTransport } from './mail-transport.js';
import type { MailMessage } from './mail.types.js';

@Processor(MAIL_QUEUE, { concurrency: 4, settings: { backoffStrategy: backoffDelay } })
export class MailProcessor extends WorkerHost implements OnApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly givenUp = counter('crew_mails_given_up_total', 'Mails not sent after their last retry.');

  constructor(
    private readonly transport: MailTransport,
    private readonly events: EventBus,
    private readonly deliveries: OutboxDeliveries,
  ) {
    super();
  }

  process(job: Job<MailMessage>): Promise<void> {
    return inJobSpan(MAIL_QUEUE, job, () => this.send(job));
  }

  private async send(job: Job<MailMessage>): Promise<void> {
    // 'delivered': handed over again after Redis lost it, but an earlier run had sent it: once is enough.
    // 'withdrawn': its row was dropped by an account deletion after the job was queued: never send it.
    if ((await this.deliveries.stateOf(job)) !== 'due') return;
    await this.transport.send(job.data);
    await this.deliveries.confirm(job);
    if (job.data.correlation) this.events.publish(new MailDeliveredEvent(job.data.correlation, job.data.to));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<MailMessage> | undefined, error: Error) {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`Mail to ${job.data.to} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`);
    if (!final) return;
    this.givenUp.inc();
    void this.deliveries.fail(job, error.message).catch((e: Error) => this.logger.warn(`Could not record the failed mail: ${e.message}`));
    if (job.data.correlation) this.events.publish(new MailFailedEvent(job.data.correlation, job.data.to, error.message));
  }

  /** E.g. Redis lost a job while it ran: the outbox relay hands it over again. */
  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
