import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DocumentBuildProcessor } from '../../../platform/queue/document-build.processor.js';
import { backoffDelay } from '../../../platform/queue/job-options.js';
import { OutboxDeliveries } from '../../../platform/queue/outbox-deliveries.js';
import { PROFILE_PDFS_QUEUE } from '../../../platform/queue/queues.js';
import { BuildProfilePdfCommand, FailProfilePdfCommand } from './profile-pdf.commands.js';

/** Builds profile PDFs in the worker; one that cannot be built is marked failed, leaving no file and no link. */
@Processor(PROFILE_PDFS_QUEUE, { concurrency: 2, settings: { backoffStrategy: backoffDelay } })
export class BuildProfilePdfProcessor extends DocumentBuildProcessor<{ pdfId: string }> {
  protected readonly logger = new Logger(BuildProfilePdfProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    deliveries: OutboxDeliveries,
  ) {
    super(deliveries);
  }

  protected build({ pdfId }: { pdfId: string }) {
    return this.commands.execute(new BuildProfilePdfCommand(pdfId));
  }

  protected giveUp({ pdfId }: { pdfId: string }, reason: string) {
    return this.commands.execute(new FailProfilePdfCommand(pdfId, reason));
  }

  protected describe({ pdfId }: { pdfId: string }) {
    return `Profile PDF ${pdfId}`;
  }
}
