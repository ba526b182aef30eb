import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { traceFields } from '../tracing/job-trace.js';
import { OutboxMessage } from './outbox-message.entity.js';

export interface OutboxJob {
  queue: string;
  name: string;
  data: Record<string, unknown>;
}

@Injectable()
export class OutboxService {
  /**
   * Stages a job in the caller's unit of work; it is stored when the caller flushes. With
   * tracing on, the data carries the current trace context: the job's span joins this trace.
   */
  add(em: EntityManager, job: OutboxJob): OutboxMessage {
    const message = em.create(OutboxMessage, { queue: job.queue, name: job.name, data: { ...job.data, ...traceFields() } });
    em.persist(message);
    return message;
  }
}
