/** The columns a StoredIntegrationEvent is read with (positions as text: they are bigint). */
export const STORED_EVENT_COLUMNS = `position::text as position, event_id as "eventId", type, version, payload, occurred_at::text as "occurredAt"`;

export interface EventsOfTypes {
  types: readonly string[];
  /** Events after this position... */
  after: string;
  /** ...and at or below this one (null: to the log's end). */
  end?: string | null;
  limit: number;
  /** A further condition on each event, aliased `e` (e.g. appliedBy(..., 'e')), with its parameters. */
  where?: { sql: string; params: unknown[] };
}

/**
 * The next `limit` integration events of some types after a position, in log order, as one
 * statement (with STORED_EVENT_COLUMNS). Each type is one ordered walk of the (type, position)
 * index, limited, and the walks are merged (a Merge Append): a batch reads about `limit` index
 * entries wherever in the log it starts. Written as `type in (...) order by position limit n`,
 * the planner gathered every later event of those types and sorted them for each batch (at
 * scale 0.1, 546,000 rows and a 330 MB sort to return 5,000), so a replay, the consistency
 * check's rebuild of a subscriber and the seed grew with the square of the log.
 */
export function eventsOfTypesAfter({ types, after, end = null, limit, where }: EventsOfTypes): { sql: string; params: unknown[] } {
  if (types.length === 0) return { sql: `select ${STORED_EVENT_COLUMNS} from public.integration_events where false`, params: [] };
  const condition = `e.type = ? and e.position > ?${end === null ? '' : ' and e.position <= ?'}${where ? ` and ${where.sql}` : ''}`;
  const branch = `(select e.* from public.integration_events e where ${condition} order by e.position limit ?)`;
  const params = types.flatMap((type) => [type, after, ...(end === null ? [] : [end]), ...(where?.params ?? []), limit]);
  return {
    sql: `select ${STORED_EVENT_COLUMNS} from (${types.map(() => branch).join(' union all ')}) integration_events order by integration_events.position limit ?`,
    params: [...params, limit],
  };
}
