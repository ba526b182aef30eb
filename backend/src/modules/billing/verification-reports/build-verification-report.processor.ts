import { Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DocumentBuildProcessor } from '../../../platform/queue/document-build.processor.js';
import { backoffDelay } from '../../../platform/queue/job-options.js';
import { OutboxDeliveries } from '../../../platform/queue/outbox-deliveries.js';
import { REPORTS_QUEUE } from '../../../platform/queue/queues.js';
import { BuildVerificationReportCommand, FailVerificationReportCommand } from './verification-reports.commands.js';

/** Builds ordered verification reports in the worker; a report that cannot be built fails and its allowance is given back. */
@Processor(REPORTS_QUEUE, { concurrency: 2, settings: { backoffStrategy: backoffDelay } })
export class BuildVerificationReportProcessor extends DocumentBuildProcessor<{ reportId: string }> {
  protected readonly logger = new Logger(BuildVerificationReportProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    deliveries: OutboxDeliveries,
  ) {
    super(deliveries);
  }

  protected build({ reportId }: { reportId: string }) {
    return this.commands.execute(new BuildVerificationReportCommand(reportId));
  }

  protected giveUp({ reportId }: { reportId: string }, reason: string) {
    return this.commands.execute(new FailVerificationReportCommand(reportId, reason));
  }

  protected describe({ reportId }: { reportId: string }) {
    return `Verification report ${reportId}`;
  }
}
