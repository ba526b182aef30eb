import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { backoffDelay } from '../../../platform/queue/job-options.js';
import { OutboxDeliveries } from '../../../platform/queue/outbox-deliveries.js';
import { EXPORTS_QUEUE } from '../../../platform/queue/queues.js';
import { BuildDataExportCommand, FailDataExportCommand } from './data-export.commands.js';

/** Builds 'Download my data' files in the worker; after the last attempt the file is marked failed. */
@Processor(EXPORTS_QUEUE, { concurrency: 1, settings: { backoffStrategy: backoffDelay } })
export class BuildDataExportProcessor extends WorkerHost {
  private readonly logger = new Logger(BuildDataExportProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly deliveries: OutboxDeliveries,
  ) {
    super();
  }

  async process(job: Job<{ exportId: string }>): Promise<void> {
    await this.commands.execute(new BuildDataExportCommand(job.data.exportId));
    await this.deliveries.confirm(job);
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job<{ exportId: string }> | undefined, error: Error) {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(`Data export ${job.data.exportId} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`);
    if (!final) return;
    try {
      await this.commands.execute(new FailDataExportCommand(job.data.exportId, error.message));
      await this.deliveries.fail(job, error.message);
    } catch (e) {
      this.logger.warn(`Could not record the failed data export ${job.data.exportId}: ${(e as Error).message}`);
    }
  }

  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }
}
