import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isSealed, openSealed, openSealedWith, Sealer, sealedKeysSql } from '../../../platform/privacy/personal-data.js';
import { EVENT_VERSIONS, type AnyReviewEvent, type StreamType } from '../domain/review-events.js';
import { FIELDS_NO_ROW_SHOWS, sealEvent, sealMetadata } from './personal-fields.js';
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

/** Streams read by id range: their events, and the last stream id the range covered (null: no more streams). */
export interface StreamRange {
  last: string | null;
  streams: StoredEvent[][];
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

function withoutUnshownFields(event: StoredEvent): StoredEvent['data'] {
  const fields = FIELDS_NO_ROW_SHOWS[event.type];
  if (!fields) return event.data;
  const data = { ...event.data } as Record<string, unknown>;
  for (const field of fields) {
    const value = data[field];
    if (isSealed(value)) data[field] = value.erased;
  }
  return data as StoredEvent['data'];
}

/**
 * The events `where` picks, in log order, opened (or their stand-ins, for erased people), with
 * their keys read in the same statement: one round trip.
 */
async function readOpened(em: EntityManager, where: string, params: unknown[], withMetadata = true, also?: { sql: string; params: unknown[] }): Promise<StoredEvent[]> {
  // Without metadata (who, from where): a rebuild projects data only, and skips opening the rest.
  const columns = withMetadata ? EVENT_COLUMNS : EVENT_COLUMNS.replace('metadata,', `'${JSON.stringify(SYSTEM_METADATA)}'::jsonb as metadata,`);
  const [{ events, keys }] = await em.execute<Array<{ events: Row[]; keys: Record<string, string> }>>(
    // position as text (a bigint in JSON would be a double), so the table's column is named where it matters.
    `with chosen as (select review_events.position::text as position, ${columns} from review_events ${where})
     select (select coalesce(json_agg(e order by e.position::bigint), '[]') from chosen e) as events, ${sealedKeysSql('chosen', withMetadata ? ['data', 'metadata'] : ['data'])} as keys${also ? `, (${also.sql}) as also` : ''}`,
    [...params, ...(also?.params ?? [])],
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
  /**
   * `also`: an expression evaluated in the same statement (a lock to take with the read, one
   * round trip for both). The events are read from the statement's snapshot, taken before any
   * wait for that lock: the append's version check still catches a stream that changed since.
   */
  async readStream<E extends AnyReviewEvent>(em: EntityManager, streamId: string, also?: { sql: string; params: unknown[] }): Promise<StoredEvent<E>[]> {
    return (await readOpened(em, 'where stream_id = ?', [streamId], true, also)) as StoredEvent<E>[];
  }

  /**
   * The events of several streams in one statement, each stream's in order (absent streams have
   * none). `personal`: 'opened', or 'stand-ins' for a reader that needs none of the personal
   * fields: each reads as what an erasure leaves, without metadata, and no key is read.
   */
  async readStreams(em: EntityManager, streamIds: readonly string[], personal: 'opened' | 'stand-ins' = 'opened'): Promise<Map<string, StoredEvent[]>> {
    const streams = new Map<string, StoredEvent[]>(streamIds.map((id) => [id, []]));
    if (streamIds.length === 0) return streams;
    const events = personal === 'opened'
      ? await readOpened(em, 'where stream_id = any(?::uuid[]) order by review_events.position', [uuidArray(streamIds)])
      : (await em.execute<Row[]>(
          `select position::text as position, ${EVENT_COLUMNS.replace('metadata,', '')} from review_events where stream_id = any(?::uuid[]) order by stream_id, stream_version`,
          [uuidArray(streamIds)],
        )).map((row) => {
          const event = toStored({ ...row, metadata: SYSTEM_METADATA });
          return { ...event, data: openSealedWith([event.data], {})[0] } as StoredEvent;
        });
    for (const event of events) streams.get(event.streamId)?.push(event);
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
   * The events of the next `streams` streams by id after `afterStreamId`, up to a position (null:
   * all), grouped by stream, each in order: for building rows stream by stream (the bulk
   * rebuild). A range of the (stream_id, stream_version) key. Without metadata, and what no row
   * shows (FIELDS_NO_ROW_SHOWS) reads as its stand-in, unopened.
   */
  async readStreamRange(em: EntityManager, afterStreamId: string, streams: number, upToPosition: string | null): Promise<StreamRange> {
    const [bound] = await em.execute<Array<{ last: string | null }>>(
      // uuid has no max(): the range's last id is the last of the ids in order. Each stream has
      // one first event (version 1): one entry of the (stream_id, stream_version) index per
      // stream, read in order from afterStreamId, whatever the planner thinks of the table (a
      // group by here was planned as a sort of every later event when the statistics lagged).
      'select stream_id::text as last from (select stream_id from review_events where stream_id > ? and stream_version = 1 order by stream_id limit ?) s order by stream_id desc limit 1',
      [afterStreamId, streams],
    );
    if (!bound?.last) return { last: null, streams: [] };
    // Plain rows, keys looked up afterwards: at this size, cheaper for the server than readOpened's
    // json_agg and key paths, and the rows arrive in stream order.
    const rows = await em.execute<Row[]>(
      `select position::text as position, ${EVENT_COLUMNS.replace('metadata,', '')} from review_events
       where stream_id > ? and stream_id <= ?${upToPosition === null ? '' : ' and position <= ?'} order by stream_id, stream_version`,
      upToPosition === null ? [afterStreamId, bound.last] : [afterStreamId, bound.last, upToPosition],
    );
    const stored = rows.map((row) => toStored({ ...row, metadata: SYSTEM_METADATA }));
    const opened = await openSealed(em, stored.map((e) => withoutUnshownFields(e)));
    const events = stored.map((e, i) => ({ ...e, data: opened[i] }) as StoredEvent);
    const grouped = new Map<string, StoredEvent[]>();
    for (const event of events) {
      const list = grouped.get(event.streamId);
      if (list) list.push(event);
      else grouped.set(event.streamId, [event]);
    }
    // A stream whose events all lie beyond the position is absent.
    return { last: bound.last, streams: [...grouped.values()] };
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
