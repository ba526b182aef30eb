import { decodeCursor as decodeJson, encodeCursor as encodeJson, UUID } from '../../../platform/http/keyset-pages.js';

/**
 * Keyset cursors: the last row's sort key, as base64url JSON. Two orders, so two shapes:
 * relevance (`t`: rank, id) when there is text, rating (`r`: rating or -1, verified reviews,
 * id) otherwise. A cursor is only a position, never a filter: changing filters with an old
 * cursor simply continues from that position.
 */
export type Cursor = { k: 't'; rank: number; id: string } | { k: 'r'; rating: number; verified: number; id: string };

export function encodeCursor(cursor: Cursor): string {
  return encodeJson(cursor);
}

/** The cursor, or null when it is not one this API wrote for that kind of search. */
export function decodeCursor(text: string, kind: Cursor['k']): Cursor | null {
  const c = decodeJson(text);
  if (!c || c.k !== kind || typeof c.id !== 'string' || !UUID.test(c.id)) return null;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (kind === 't') return finite(c.rank) && Object.keys(c).length === 3 ? { k: 't', rank: c.rank, id: c.id } : null;
  return finite(c.rating) && Number.isInteger(c.verified) && (c.verified as number) >= 0 && Object.keys(c).length === 4
    ? { k: 'r', rating: c.rating, verified: c.verified as number, id: c.id }
    : null;
}
