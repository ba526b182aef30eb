import type { EntityManager } from '@mikro-orm/postgresql';
import { readSubscriberPositions, type SubscriberPosition } from './subscriber-position.js';

/** One subscriber as the System tab shows it. */
export interface SubscriberStatus extends SubscriberPosition {
  events: string[];
  lastError: string | null;
  lastErrorAt: string | null;
  /** The job of the last replay an admin started (its state is in the queue). */
  replayJobId: string | null;
}

/**
 * The subscribers the worker registered (integration_subscribers: the API has no subscriber
 * code), each with its position and lag as the metrics report them (subscriber-position.ts)
 * and its last delivery error.
 */
export async function readSubscriberStatus(em: EntityManager): Promise<SubscriberStatus[]> {
  const rows = await em.execute<Array<Omit<SubscriberStatus, keyof SubscriberPosition> & { name: string }>>(
    `select name, events, replay_job_id as "replayJobId", last_error as "lastError",
            to_char(last_error_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastErrorAt"
       from integration_subscribers order by name`,
  );
  const positions = new Map((await readSubscriberPositions(em, rows)).map((p) => [p.name, p]));
  return rows.map((row) => ({ ...row, ...positions.get(row.name)! }));
}
