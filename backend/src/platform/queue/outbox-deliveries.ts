import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';

/** The outbox row behind a job the relay handed over (its job id is `outbox-{id}`). */
export function outboxIdOf(job: Pick<Job, 'id'>): string | null {
  const match = /^outbox-(\d+)$/.exec(job.id ?? '');
  return match ? match[1] : null;
}

/**
 * Records on the outbox row what became of its job. The row stays the source of truth until
 * delivery is recorded here (see OutboxRelay).
 */
@Injectable()
export class OutboxDeliveries {
  constructor(private readonly em: EntityManager) {}

  async confirm(job: Pick<Job, 'id'>): Promise<void> {
    const id = outboxIdOf(job);
    if (id) await this.em.fork().execute('update outbox_messages set delivered_at = now() where id = ? and delivered_at is null', [id]);
  }
}
