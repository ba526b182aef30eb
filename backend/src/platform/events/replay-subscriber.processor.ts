import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { OutboxDeliveries } from '../queue/outbox-deliveries.js';
import { SYSTEM_QUEUE } from '../queue/queues.js';
import { REPLAY_SUBSCRIBER_JOB } from './integration-event.js';
import { Subscribers } from './subscribers.js';

export interface ReplaySubscriberJob {
  subscriber: string;
}

/**
 * 'Replay from the start', asked for on the admin System tab: the same replay as
 * `npm run events:replay`, run here rather than in the HTTP request (it can take minutes),
 * with its progress on the job ({ done, total }) for the tab to poll.
 */
@Processor(SYSTEM_QUEUE, { concurrency: 1 })
export class ReplaySubscriberProcessor extends WorkerHost {
  private readonly logger = new Logger(ReplaySubscriberProcessor.name);

  constructor(
    private readonly subscribers: Subscribers,
    private readonly deliveries: OutboxDeliveries,
  ) {
    super();
  }

  async process(job: Job<ReplaySubscriberJob>): Promise<{ events: number }> {
    if (job.name !== REPLAY_SUBSCRIBER_JOB) throw new Error(`Unknown job ${job.name} on the ${SYSTEM_QUEUE} queue`);
    const started = Date.now();
    // The tab's bar: events applied, out of those plus what is left of the log (of any type, so
    // the bar is cautious until the end, where what is left is 0).
    const result = await this.subscribers.replay(job.data.subscriber, {
      onProgress: ({ events, lag }) => job.updateProgress({ done: events, total: events + lag }),
    });
    await this.deliveries.confirm(job);
    this.logger.log(`Replayed ${result.events} events into ${job.data.subscriber} (${Date.now() - started} ms)`);
    return result;
  }

  /** One attempt only (jobOptionsFor): the outbox row records the failure, the System tab shows it. */
  @OnWorkerEvent('failed')
  onFailed(job: Job<ReplaySubscriberJob> | undefined, error: Error) {
    if (!job) return;
    this.logger.warn(`Replay of ${job.data.subscriber} failed: ${error.message}`);
    void this.deliveries.fail(job, error.message).catch(() => undefined);
  }
}
