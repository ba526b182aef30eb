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

  /** After the last retry. */
  async fail(job: Pick<Job, 'id'>, reason: string): Promise<void> {
    const id = outboxIdOf(job);
    if (id) await this.em.fork().execute('update outbox_messages set failed_at = now(), last_error = ? where id = ? and failed_at is null', [reason.slice(0, 500), id]);
  }

  /** False when the job's outbox row is gone: an account deletion took the mail back (ADR 0019). */
  async stillWanted(job: Pick<Job, 'id'>): Promise<boolean> {
    const id = outboxIdOf(job);
    if (!id) return true;
    const rows = await this.em.fork().execute('select 1 from outbox_messages where id = ?', [id]);
    return rows.length > 0;
  }

  /** True when an earlier run of this job already did its work (a job handed over twice). */
  async alreadyDelivered(job: Pick<Job, 'id'>): Promise<boolean> {
    const id = outboxIdOf(job);
    if (!id) return false;
    const rows = await this.em.fork().execute('select 1 from outbox_messages where id = ? and delivered_at is not null', [id]);
    return rows.length > 0;
  }
}
