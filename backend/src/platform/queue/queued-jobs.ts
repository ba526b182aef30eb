import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { createRedis } from '../redis/redis-connections.js';
import type { QueueName } from './queues.js';

/**
 * Removes jobs the relay handed to BullMQ (job id `outbox-{id}`), whatever their state: waiting,
 * delayed for a retry, failed or completed. For the API process, which otherwise never talks to
 * the queues: an account deletion drops the person's mail rows from the outbox and their copies
 * in Redis with them (ADR 0019). The connection opens on first use, so the API starts without Redis.
 */
@Injectable()
export class QueuedJobs implements OnApplicationShutdown {
  private readonly logger = new Logger(QueuedJobs.name);
  private connection: Redis | undefined;
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly config: AppConfig) {}

  private queue(name: QueueName): Queue {
    if (!this.connection) {
      this.connection = createRedis(this.config, { connectionName: 'queued-jobs' });
      this.connection.on('error', () => undefined);
    }
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: `${this.config.REDIS_PREFIX}:bull` });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Removes the jobs of these outbox rows; returns how many could not be removed (a job being
   * processed right now is locked: the mail processor skips a job whose row is gone, and a
   * completed mail job is removed by BullMQ itself).
   */
  async removeOutboxJobs(queue: QueueName, outboxIds: readonly string[]): Promise<number> {
    let left = 0;
    for (const id of outboxIds) {
      try {
        const removed = await this.queue(queue).remove(`outbox-${id}`);
        if (removed === 0 && (await this.queue(queue).getJob(`outbox-${id}`))) left++;
      } catch (error) {
        this.logger.warn(`Job outbox-${id} of queue ${queue} was not removed: ${(error as Error).message}`);
        left++;
      }
    }
    return left;
  }

  async onApplicationShutdown() {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection?.disconnect();
  }
}
