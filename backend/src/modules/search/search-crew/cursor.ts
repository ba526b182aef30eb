import { decodeCursor as decodeJson, encodeCursor as encodeJson } from '../../../platform/http/keyset-pages.js';
import { UUID } from '../../../platform/http/uuid-param.pipe.js';

/**
 * Keyset cursors: the last row's sort key, as base64url JSON. Four shapes:
 * - `r` (the rating order, with or without text): rating or -1, verified reviews, id.
 * - `s` (experience or availability order, with or without text): the order, its two keys, id.
 * - `t` (text, few matches): rank, id over every match.
 * - `b` (text, many matches): a block of the rating order (`hi` exclusive, `lo` inclusive, `lo`
 *   null for the last block), the length in crew of the blocks after it and the rank and id
 *   inside it; see crew-search-sql.ts.
 * A cursor is only a position, never a filter: changing filters with an old cursor simply
 * continues from that position.
 */
export type RatingKey = [rating: number, verified: number, id: string];
export type OtherOrder = 'experience' | 'availability';
export type Cursor =
  | { k: 't'; rank: number; id: string }
  | { k: 's'; sort: OtherOrder; key: [number, number]; id: string }
  | { k: 'b'; hi: RatingKey | null; lo: RatingKey | null; rows: number; rank: number; id: string }
  | { k: 'r'; rating: number; verified: number; id: string };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const isRatingKey = (v: unknown): v is RatingKey =>
  Array.isArray(v) && v.length === 3 && finite(v[0]) && Number.isInteger(v[1]) && v[1] >= 0 && typeof v[2] === 'string' && UUID.test(v[2]);

export function encodeCursor(cursor: Cursor): string {
  return encodeJson(cursor);
}

/** What a search continues from: relevance (`t`, or `b`), the rating order (`r`) or another order (`s`, of that order). */
export type CursorKind = 't' | 'r' | OtherOrder;

/**
 * The cursor, or null when it is not one this API wrote for that kind of search: `t` asks
 * for a relevance search's cursor (`t` or `b`), `r` for the rating order's, an order's name
 * for that order's.
 */
export function decodeCursor(text: string, kind: CursorKind): Cursor | null {
  const c = decodeJson(text);
  if (!c) return null;
  if (typeof c.id !== 'string' || !UUID.test(c.id)) return null;
  const keys = Object.keys(c).length;
  if (kind === 't' && c.k === 't') return finite(c.rank) && keys === 3 ? { k: 't', rank: c.rank, id: c.id } : null;
  if (kind === 't' && c.k === 'b') {
    const bound = (v: unknown) => v === null || isRatingKey(v);
    const rows = c.rows as number;
    return finite(c.rank) && bound(c.hi) && bound(c.lo) && Number.isInteger(rows) && rows >= 1 && rows <= 10_000_000 && keys === 6
      ? { k: 'b', hi: c.hi as RatingKey | null, lo: c.lo as RatingKey | null, rows, rank: c.rank, id: c.id }
      : null;
  }
  if ((kind === 'experience' || kind === 'availability') && c.k === 's') {
    const key = c.key as unknown;
    return c.sort === kind && Array.isArray(key) && key.length === 2 && key.every(finite) && keys === 4 ? { k: 's', sort: kind, key: [key[0], key[1]], id: c.id } : null;
  }
  if (kind === 'r' && c.k === 'r') {
    return finite(c.rating) && Number.isInteger(c.verified) && (c.verified as number) >= 0 && keys === 4
      ? { k: 'r', rating: c.rating, verified: c.verified as number, id: c.id }
      : null;
  }
  return null;
}
