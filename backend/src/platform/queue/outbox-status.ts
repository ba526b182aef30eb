import type { EntityManager } from '@mikro-orm/postgresql';

/** The outbox as the System tab shows it. */
export interface OutboxStatus {
  /** Rows whose job has not done its work yet: not handed to the queue, or handed and still running or retrying. */
  waiting: number;
  /** Of those, rows not handed to the queue yet (Redis down, or the relay behind). */
  notDispatched: number;
  /** Age of the oldest waiting row, in seconds (null when none waits). */
  oldestAgeSeconds: number | null;
  /** Rows whose job gave up after its last attempt (see the failed jobs). */
  failed: number;
}

export async function readOutboxStatus(em: EntityManager): Promise<OutboxStatus> {
  const [row] = await em.execute<OutboxStatus[]>(
    `select count(*) filter (where failed_at is null)::int as waiting,
            count(*) filter (where failed_at is null and dispatched_at is null)::int as "notDispatched",
            floor(extract(epoch from now() - min(created_at) filter (where failed_at is null)))::int as "oldestAgeSeconds",
            count(*) filter (where failed_at is not null)::int as failed
       from outbox_messages where delivered_at is null`,
  );
  return row;
}
