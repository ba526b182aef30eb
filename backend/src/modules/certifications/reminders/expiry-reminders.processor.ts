import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../platform/config/app-config.js';
import { CERTIFICATE_REMINDERS_QUEUE } from '../../../platform/queue/queues.js';
import { inJobSpan } from '../../../platform/tracing/job-trace.js';
import { SendExpiryRemindersCommand } from './send-expiry-reminders.command.js';

export const SEND_EXPIRY_REMINDERS_JOB = 'certifications.send-expiry-reminders';
export const EXPIRY_REMINDERS_SCHEDULER = 'certifications.expiry-reminders';
/**
 * Hourly rather than daily (CERTIFICATE_REMINDERS_EVERY_MS): a sweep is cheap, each reminder is
 * sent once whatever the number of runs, and a worker that was down at the daily hour would
 * otherwise skip a day.
 */

/** The repeatable sweep of certificate expiry reminders (ADR 0025). */
@Processor(CERTIFICATE_REMINDERS_QUEUE, { concurrency: 1 })
export class ExpiryRemindersProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ExpiryRemindersProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    @InjectQueue(CERTIFICATE_REMINDERS_QUEUE) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /** Every worker upserts the same scheduler id: however many run, there is one schedule. */
  async onApplicationBootstrap() {
    try {
      await this.queue.upsertJobScheduler(
        EXPIRY_REMINDERS_SCHEDULER,
        { every: this.config.CERTIFICATE_REMINDERS_EVERY_MS },
        { name: SEND_EXPIRY_REMINDERS_JOB, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (error) {
      // Redis is down at start: the worker still starts, and the next start (or restart) schedules it.
      this.logger.warn(`The expiry reminder schedule was not set: ${(error as Error).message}`);
    }
  }

  async process(job: Job): Promise<void> {
    if (job.name !== SEND_EXPIRY_REMINDERS_JOB) return;
    // One trace per sweep, with the mails it queues as its children.
    const sent = await inJobSpan(CERTIFICATE_REMINDERS_QUEUE, job, () => this.commands.execute(new SendExpiryRemindersCommand()));
    if (sent > 0) this.logger.log(`Queued ${sent} certificate expiry reminder(s)`);
  }

  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }
}
