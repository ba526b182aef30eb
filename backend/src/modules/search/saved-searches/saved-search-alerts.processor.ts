import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../platform/config/app-config.js';
import { SAVED_SEARCH_ALERTS_QUEUE } from '../../../platform/queue/queues.js';
import { inJobSpan } from '../../../platform/tracing/job-trace.js';
import { SendSavedSearchAlertsCommand } from './send-saved-search-alerts.js';

export const SEND_SAVED_SEARCH_ALERTS_JOB = 'search.send-saved-search-alerts';
export const SAVED_SEARCH_ALERTS_SCHEDULER = 'search.saved-search-alerts';

/**
 * The repeatable run of saved-search alerts (SAVED_SEARCH_ALERTS_EVERY_MS, daily). A run that
 * comes late (the worker was down) still covers everything since the previous one.
 */
@Processor(SAVED_SEARCH_ALERTS_QUEUE, { concurrency: 1 })
export class SavedSearchAlertsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(SavedSearchAlertsProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    @InjectQueue(SAVED_SEARCH_ALERTS_QUEUE) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /** Every worker upserts the same scheduler id: however many run, there is one schedule. */
  async onApplicationBootstrap() {
    try {
      await this.queue.upsertJobScheduler(
        SAVED_SEARCH_ALERTS_SCHEDULER,
        { every: this.config.SAVED_SEARCH_ALERTS_EVERY_MS },
        { name: SEND_SAVED_SEARCH_ALERTS_JOB, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (error) {
      // Redis is down at start: the worker still starts, and the next start schedules it.
      this.logger.warn(`The saved-search alert schedule was not set: ${(error as Error).message}`);
    }
  }

  async process(job: Job): Promise<void> {
    if (job.name !== SEND_SAVED_SEARCH_ALERTS_JOB) return;
    // One trace per sweep, with the mails it queues as its children.
    const sent = await inJobSpan(SAVED_SEARCH_ALERTS_QUEUE, job, () => this.commands.execute(new SendSavedSearchAlertsCommand()));
    if (sent > 0) this.logger.log(`Queued ${sent} saved-search alert(s)`);
  }

  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }
}
