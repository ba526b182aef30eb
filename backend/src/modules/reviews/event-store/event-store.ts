import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { openSealedWith, Sealer, sealedKeysSql } from '../../../platform/privacy/personal-data.js';
import { EVENT_VERSIONS, type AnyReviewEvent, type StreamType } from '../domain/review-events.js';
import { sealEvent, sealMetadata } from './personal-fields.js';
import { isoMicros, uuidArray } from '../read/sql.js';
import { upcast } from './upcast.js';

/** Who did it and from where; the worker's own writes have no actor, IP or user agent. */
export interface EventMetadata {
  actorId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export const SYSTEM_METADATA: EventMetadata = { actorId: null, ip: null, userAgent: null, requestId: null };

export interface StoredEvent<E extends AnyReviewEvent = AnyReviewEvent> {
  position: string;
  streamId: string;
  streamType: StreamType;
  streamVersion: number;
  type: E['type'];
  typeVersion: number;
  data: E['data'];
  metadata: EventMetadata;
  /**
   * ISO 8601 in UTC with microseconds (2026-11-24T02:39:22.635987Z): a rebuild reproduces the
   * same timestamps, and its first 23 characters are the API's millisecond form (isoMillis).
   */
  recordedAt: string;
}

/** Events for one stream, appended after expectedVersion (the stream's version when it was read). */
export interface StreamAppend {
  stream: { id: string; type: StreamType };
  expectedVersion: number;
  events: readonly AnyReviewEvent[];
  metadata: EventMetadata;
}

/** Another command appended to the stream since it was read: reload and decide again. */
export class ConcurrencyError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} changed while the command was being decided`);
  }
}

const EVENT_COLUMNS = `stream_id as "streamId", stream_type as "streamType", stream_version as "streamVersion", type, type_version as "typeVersion", data, metadata, ${isoMicros('recorded_at')} as "recordedAt"`;
const COLUMNS = `position, ${EVENT_COLUMNS}`;

type Row = Omit<StoredEvent, 'position'> & { position: string | number };

function toStored(row: Row): StoredEvent {
  const known = EVENT_VERSIONS[row.type as AnyReviewEvent['type']];
  // An event written by newer code than this one: reading it with old rules would be wrong.
  if (known === undefined || row.typeVersion > known) throw new Error(`Cannot read ${row.type} v${row.typeVersion} at position ${row.position}`);
  return { ...row, position: String(row.position), data: upcast(row.type, row.data) as StoredEvent['data'] };
}

/**
 * The events `where` picks, in log order, opened (or their stand-ins, for erased people), with
 * their keys read in the same statement: one round trip.
 */
async function readOpened(em: EntityManager, where: string, params: unknown[], withMetadata = true): Promise<StoredEvent[]> {
  // Without metadata (who, from where): a rebuild projects data only, and skips opening the rest.
  const columns = withMetadata ? EVENT_COLUMNS : EVENT_COLUMNS.replace('metadata,', `'${JSON.stringify(SYSTEM_METADATA)}'::jsonb as metadata,`);
  const [{ events, keys }] = await em.execute<Array<{ events: Row[]; keys: Record<string, string> }>>(
    // position as text (a bigint in JSON would be a double), so the table's column is named where it matters.
    `with chosen as (select review_events.position::text as position, ${columns} from review_events ${where})
     select (select coalesce(json_agg(e order by e.position::bigint), '[]') from chosen e) as events, ${sealedKeysSql('chosen', withMetadata ? ['data', 'metadata'] : ['data'])} as keys`,
    params,
  );
  const stored = events.map(toStored);
  const parts = openSealedWith(stored.map((e) => ({ data: e.data, metadata: e.metadata })), keys);
  return stored.map((e, i) => ({ ...e, data: parts[i].data, metadata: parts[i].metadata }) as StoredEvent);
}

/**
 * The review event log (review_events). Appends run in the caller's transaction, so the
 * projections and the outbox written beside them commit or roll back with the events.
 */
@Injectable()
export class EventStore {
  async readStream<E extends AnyReviewEvent>(em: EntityManager, streamId: string): Promise<StoredEvent<E>[]> {
    return (await readOpened(em, 'where stream_id = ?', [streamId])) as StoredEvent<E>[];
  }

  /** The events of several streams in one statement, each stream's in order (absent streams have none). */
  async readStreams(em: EntityManager, streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
    const streams = new Map<string, StoredEvent[]>(streamIds.map((id) => [id, []]));
    if (streamIds.length === 0) return streams;
    for (const event of await readOpened(em, 'where stream_id = any(?::uuid[]) order by review_events.position', [uuidArray(streamIds)])) {
      streams.get(event.streamId)?.push(event);
    }
    return streams;
  }

  /**
   * Events after a global position, in log order (for rebuilding projections). `withMetadata`
   * false leaves their metadata empty (the projections never read it), which halves the opening.
   */
  async readAll(em: EntityManager, afterPosition: string, limit: number, withMetadata = true): Promise<StoredEvent[]> {
    return readOpened(em, 'where review_events.position > ? order by review_events.position limit ?', [afterPosition, limit], withMetadata);
  }

  /**
   * Appends events after expectedVersion (the stream's version when it was read). Throws
   * ConcurrencyError when another transaction appended first: the unique (stream_id,
   * stream_version) constraint lets only one of them have the next version.
   */
  async append<E extends AnyReviewEvent>(
    em: EntityManager,
    stream: { id: string; type: StreamType },
    expectedVersion: number,
    events: readonly E[],
    metadata: EventMetadata,
  ): Promise<StoredEvent<E>[]> {
    return (await this.appendMany(em, [{ stream, expectedVersion, events, metadata }]))[0] as StoredEvent<E>[];
  }

  /**
   * Appends to several streams in one statement (one round trip, keys included): a command that
   * writes to more than one stream (a submission marking the reviews its signals name, ADR
   * 0034) pays for one insert, not one per stream. Each stream's events come back in order, in
   * the order of `appends`; a lost race on any stream throws ConcurrencyError for the whole.
   */
  async appendMany(em: EntityManager, appends: ReadonlyArray<StreamAppend>): Promise<StoredEvent[][]> {
    const nonEmpty = appends.filter((a) => a.events.length > 0);
    if (nonEmpty.length === 0) return appends.map(() => []);
    const values: unknown[] = [];
    // Personal fields are stored sealed under their person's key (ADR 0019); callers get the plaintext back.
    const sealer = new Sealer();
    const tuples = nonEmpty.flatMap(({ stream, expectedVersion, events, metadata }) => {
      const sealedMetadata = JSON.stringify(sealMetadata(sealer, metadata));
      return events.map((event, i) => {
        values.push(stream.id, stream.type, expectedVersion + i + 1, event.type, EVENT_VERSIONS[event.type], JSON.stringify(sealEvent(sealer, event)), sealedMetadata);
        return '(?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)';
      });
    });
    // The keys and the events in one statement (one round trip); a lost race for the version rolls back both.
    const keys = sealer.keys.splice(0);
    const insertKeys = keys.length
      ? `with keys as (insert into personal_data_keys (id, subject, key) values ${keys.map(() => '(?, ?, ?)').join(', ')}) `
      : '';
    try {
      const rows = await em.execute<Row[]>(
        `${insertKeys}insert into review_events (stream_id, stream_type, stream_version, type, type_version, data, metadata) values ${tuples.join(', ')} returning ${COLUMNS}`,
        [...keys.flatMap((k) => [k.id, k.subject, k.key]), ...values],
      );
      return appends.map(({ stream, expectedVersion, events, metadata }) =>
        rows
          .filter((row) => row.streamId === stream.id)
          .map((row) => ({ ...toStored(row), data: events[row.streamVersion - expectedVersion - 1].data, metadata }) as StoredEvent)
          .sort((a, b) => a.streamVersion - b.streamVersion),
      );
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'review_events_stream_id_stream_version_unique') throw new ConcurrencyError(nonEmpty.map((a) => a.stream.id).join(', '));
      throw error;
    }
  }
}
