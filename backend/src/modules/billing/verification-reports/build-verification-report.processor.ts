import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Job, UnrecoverableError } from 'bullmq';
import { backoffDelay } from '../../../platform/queue/job-options.js';
import { OutboxDeliveries } from '../../../platform/queue/outbox-deliveries.js';
import { REPORTS_QUEUE } from '../../../platform/queue/queues.js';
import { BuildVerificationReportCommand, FailVerificationReportCommand } from './verification-reports.commands.js';

/** Builds ordered verification reports in the worker; after the last attempt the report fails and its allowance is given back. */
@Processor(REPORTS_QUEUE, { concurrency: 2, settings: { backoffStrategy: backoffDelay } })
export class BuildVerificationReportProcessor extends WorkerHost {
  private readonly logger = new Logger(BuildVerificationReportProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly deliveries: OutboxDeliveries,
  ) {
    super();
  }

  async process(job: Job<{ reportId: string }>): Promise<void> {
    await this.commands.execute(new BuildVerificationReportCommand(job.data.reportId));
    await this.deliveries.confirm(job);
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job<{ reportId: string }> | undefined, error: Error) {
    if (!job) return;
    const final = error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`Verification report ${job.data.reportId} failed to build (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`);
    if (!final) return;
    try {
      await this.commands.execute(new FailVerificationReportCommand(job.data.reportId, error.message));
      await this.deliveries.fail(job, error.message);
    } catch (e) {
      this.logger.warn(`Could not record the failed report ${job.data.reportId}: ${(e as Error).message}`);
    }
  }

  /** E.g. Redis lost a job while it ran: the outbox relay hands it over again. */
  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }
}
