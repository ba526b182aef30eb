import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';

/** The outbox row behind a job the relay handed over (its job id is `outbox-{id}`). */
export function outboxIdOf(job: Pick<Job, 'id'>): string | null {
  const match = /^outbox-(\d+)$/.exec(job.id ?? '');
  return match ? match[1] : null;
}

export type OutboxJobState = 'due' | 'delivered' | 'withdrawn';

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

  /**
   * Deletes rows delivered and handed over longer than `olderThan` ago, `batch` at a time (each
   * batch commits on its own); answers how many went. A delivered row has no further use (its
   * job ran; a redelivery of its id finds no row and is 'withdrawn', see stateOf), and a mail's
   * row holds its recipient and text. Rows still waiting, retried or failed stay whatever their
   * age: the System tab lists them and the retention of processed_events waits for them.
   */
  async pruneDelivered(olderThan: string, batch = 10_000): Promise<number> {
    const em = this.em.fork();
    let deleted = 0;
    for (;;) {
      // Found through the (dispatched_at, id) index: only the old rows are read, however many young ones there are.
      const [{ n }] = await em.execute<Array<{ n: number }>>(
        `with gone as (
           delete from outbox_messages where id in (
             select id from outbox_messages where dispatched_at < now() - ?::interval and delivered_at is not null order by dispatched_at, id limit ?)
           returning 1)
         select count(*)::int as n from gone`,
        [olderThan, batch],
      );
      deleted += n;
      if (n < batch) return deleted;
    }
  }

  /**
   * What the job's outbox row says before the job runs, in one read: 'delivered' when an earlier
   * run already did its work (a job handed over twice), 'withdrawn' when the row is gone (an
   * account deletion took the job back, ADR 0019), else 'due'. A job not from the outbox is due.
   */
  async stateOf(job: Pick<Job, 'id'>): Promise<OutboxJobState> {
    const id = outboxIdOf(job);
    if (!id) return 'due';
    const rows = await this.em.fork().execute<Array<{ delivered: boolean }>>('select delivered_at is not null as delivered from outbox_messages where id = ?', [id]);
    if (rows.length === 0) return 'withdrawn';
    return rows[0].delivered ? 'delivered' : 'due';
  }
}
