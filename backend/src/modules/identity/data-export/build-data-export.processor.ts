import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DocumentBuildProcessor } from '../../../platform/queue/document-build.processor.js';
import { backoffDelay } from '../../../platform/queue/job-options.js';
import { OutboxDeliveries } from '../../../platform/queue/outbox-deliveries.js';
import { EXPORTS_QUEUE } from '../../../platform/queue/queues.js';
import { BuildDataExportCommand, FailDataExportCommand } from './data-export.commands.js';

/** Builds 'Download my data' files in the worker; one that cannot be built is marked failed. */
@Processor(EXPORTS_QUEUE, { concurrency: 1, settings: { backoffStrategy: backoffDelay } })
export class BuildDataExportProcessor extends DocumentBuildProcessor<{ exportId: string }> {
  protected readonly logger = new Logger(BuildDataExportProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    deliveries: OutboxDeliveries,
  ) {
    super(deliveries);
  }

  protected build({ exportId }: { exportId: string }) {
    return this.commands.execute(new BuildDataExportCommand(exportId));
  }

  protected giveUp({ exportId }: { exportId: string }, reason: string) {
    return this.commands.execute(new FailDataExportCommand(exportId, reason));
  }

  protected describe({ exportId }: { exportId: string }) {
    return `Data export ${exportId}`;
  }
}
