import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.js';
import { foldStream, type RequestRow, type ReviewRow } from '../projections/review-rows.js';
import { executeBound } from '../../../platform/database/bound-parameters.js';

/** The first stream id of all: ranges start after it. */
export const BEFORE_FIRST_STREAM = '00000000-0000-0000-0000-000000000000';

/** The rows of one range of streams, folded and not yet written. */
export interface FoldedRange {
  /** The last stream id covered: the next range starts after it; null when no streams were left. */
  last: string | null;
  events: number;
  requests: RequestRow[];
  reviews: ReviewRow[];
}

/**
 * Builds review_requests and reviews (as the caller's search path names them: the rebuild's
 * copies, the consistency check's scratch tables) from the log, a range of streams at a time
 * (ADR 0055): each stream's events are folded into its final row in memory (review-rows.ts),
 * and a range's rows go in with one insert per table. Rows only: the caller computes the
 * numbers once at the end (ReviewProjector.refreshAggregates), as the event-by-event path did.
 *
 * Reading and folding a range (mostly this process's work) and writing one (mostly the
 * database's) are separate steps, so a caller with two connections can overlap them.
 */
@Injectable()
export class ReviewRowsBuilder {
  constructor(private readonly store: EventStore) {}

  /** The streams after `after`, with their events up to `upTo` (null: all), folded into rows. */
  async fold(em: EntityManager, after: string, streams: number, upTo: string | null): Promise<FoldedRange> {
    const range = await this.store.readStreamRange(em, after, streams, upTo);
    const folded: FoldedRange = { last: range.last, events: 0, requests: [], reviews: [] };
    for (const stream of range.streams) {
      folded.events += stream.length;
      const built = foldStream(stream);
      if (built?.table === 'review_requests') folded.requests.push(built.row);
      else if (built?.table === 'reviews') folded.reviews.push(built.row);
    }
    return folded;
  }

  async write(em: EntityManager, range: FoldedRange): Promise<void> {
    await insertRows(em, 'review_requests', range.requests);
    await insertRows(em, 'reviews', range.reviews);
  }

  /** Every stream, in ranges, in the caller's transaction (the consistency check). Answers the events read. */
  async buildAll(em: EntityManager, streams = 2000): Promise<number> {
    let after: string | null = BEFORE_FIRST_STREAM;
    let events = 0;
    while (after !== null) {
      const range = await this.fold(em, after, streams, null);
      await this.write(em, range);
      events += range.events;
      after = range.last;
    }
    return events;
  }
}

/**
 * The table's own row type reads the JSON (json_populate_recordset: json, parsed once, is about a
 * third cheaper here than jsonb), so every column converts as an insert would convert it; every
 * column is present in the rows, so no default applies.
 *
 * The JSON (megabytes per range) goes as a bound parameter (executeBound): written into the
 * statement's text by em.execute, its escaping took a quarter of this process's own work.
 */
async function insertRows(em: EntityManager, table: 'review_requests' | 'reviews', rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await executeBound(em, `insert into ${table} select * from json_populate_recordset(null::${table}, ?::json)`, [JSON.stringify(rows)]);
}
