import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboxMessage } from './outbox-message.entity.js';

export interface OutboxJob {
  queue: string;
  name: string;
  data: Record<string, unknown>;
}

@Injectable()
export class OutboxService {
  /** Stages a job in the caller's unit of work; it is stored when the caller flushes. */
  add(em: EntityManager, job: OutboxJob): OutboxMessage {
    const message = em.create(OutboxMessage, { queue: job.queue, name: job.name, data: job.data });
    em.persist(message);
    return message;
  }
}
