import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { CONSISTENCY_CHECKS_QUEUE } from '../queue/queues.js';
import { ConsistencyChecker, totalDiffering } from './consistency-checker.js';
import { publishConsistencyMetrics } from './consistency-metrics.js';
import { ConsistencyRuns } from './consistency-runs.js';

export const CHECK_CONSISTENCY_JOB = 'platform.check-consistency';
export const CONSISTENCY_CHECK_SCHEDULER = 'platform.consistency-check';

/**
 * The scheduled consistency check (CONSISTENCY_CHECK_EVERY_MS, daily by default): reports only,
 * never repairs (a repair is an operator's decision, `npm run check:consistency -- --repair`).
 * The run is stored for the System tab and published as metrics.
 */
@Processor(CONSISTENCY_CHECKS_QUEUE, { concurrency: 1 })
export class ConsistencyCheckProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ConsistencyCheckProcessor.name);

  constructor(
    private readonly checker: ConsistencyChecker,
    private readonly runs: ConsistencyRuns,
    @InjectQueue(CONSISTENCY_CHECKS_QUEUE) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /**
   * Every worker upserts the same scheduler id: however many run, there is one schedule. With
   * CONSISTENCY_CHECK_EVERY_MS=0 every worker removes it instead, so turning it off takes effect
   * at the next deploy whichever worker starts first.
   */
  async onApplicationBootstrap() {
    try {
      // The gauges show the last stored run from the start, not only after this process's first run.
      const last = await this.runs.last();
      if (last) publishConsistencyMetrics(last);
    } catch (error) {
      this.logger.warn(`The last consistency check could not be read: ${(error as Error).message}`);
    }
    try {
      if (this.config.CONSISTENCY_CHECK_EVERY_MS === 0) {
        await this.queue.removeJobScheduler(CONSISTENCY_CHECK_SCHEDULER);
        return;
      }
      await this.queue.upsertJobScheduler(
        CONSISTENCY_CHECK_SCHEDULER,
        { every: this.config.CONSISTENCY_CHECK_EVERY_MS },
        { name: CHECK_CONSISTENCY_JOB, opts: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 }, removeOnComplete: 20, removeOnFail: 20 } },
      );
    } catch (error) {
      this.logger.warn(`The consistency check schedule was not set: ${(error as Error).message}`);
    }
  }

  async process(job: Job): Promise<void> {
    if (job.name !== CHECK_CONSISTENCY_JOB) return;
    // Set to run no scheduled check, this worker removed the schedule: a job that another
    // process's settings scheduled (an older release during a deploy) is not run either.
    if (this.config.CONSISTENCY_CHECK_EVERY_MS === 0) return;
    if (await this.checkedRecently()) return;
    await this.check();
  }

  /**
   * BullMQ runs an `every` schedule's first job as soon as a worker upserts it, and every
   * worker start upserts: without this, each deploy (or restart) would start a whole check.
   */
  private async checkedRecently(): Promise<boolean> {
    const last = await this.runs.last();
    return !!last && Date.now() - last.finishedAt.getTime() < this.config.CONSISTENCY_CHECK_EVERY_MS / 2;
  }

  /** The scheduled work: check, store the run, publish it. */
  async check(): Promise<void> {
    const result = await this.checker.run();
    await this.runs.record(result);
    publishConsistencyMetrics(result);
    const differing = totalDiffering(result);
    if (differing > 0) {
      this.logger.warn(`Consistency check: ${differing} row(s) differ (${result.kinds.filter((k) => k.differing || k.error).map((k) => `${k.kind} ${k.differing}${k.error ? ` (${k.error})` : ''}`).join(', ')})`);
    }
  }

  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logger.warn(`Queue worker error: ${error.message}`);
  }
}
