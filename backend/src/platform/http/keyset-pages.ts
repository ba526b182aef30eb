import type { Request, Response } from 'express';
import { UUID } from './uuid-param.pipe.js';

/**
 * Keyset pages over HTTP: the cursor is the last row's sort key as base64url JSON (a position,
 * never a filter), and the next page's URL is the same request with that cursor, in a
 * `Link: <...>; rel="next"` header, so the body stays the plain array callers expect.
 */
export const CURSOR_MAX_LENGTH = 400;

export function encodeCursor(key: object): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The cursor's JSON object, or null when the text is not a cursor this API could have written. */
export function decodeCursor(text: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length > CURSOR_MAX_LENGTH) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Sets the Link header to this request with the next cursor (a path and query relative to this host). */
export function linkNext(req: Request, res: Response, cursor: string): void {
  const url = new URL(req.originalUrl, 'http://placeholder');
  url.searchParams.set('cursor', cursor);
  res.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** Where a newest-first page continues: the last row's created_at (exact, as PostgreSQL prints a timestamptz) and id. */
export interface TimestampCursor {
  at: string;
  id: string;
}

/**
 * created_at as PostgreSQL prints a timestamptz (microseconds kept, so no two rows share a
 * position by rounding), with fields in range: PostgreSQL refuses '2024-13-45 99:99:99'.
 */
const TIMESTAMP = /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

/** The date part names a day of the calendar (not February 30th). */
const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * A (created_at, id) cursor this API wrote, or null: checked field by field here, so a forged
 * one is a 400 and never reaches PostgreSQL as a malformed timestamp or uuid.
 */
export function decodeTimestampCursor(text: string): TimestampCursor | null {
  const c = decodeCursor(text);
  if (!c || Object.keys(c).length !== 2 || typeof c.at !== 'string' || !TIMESTAMP.test(c.at) || !isCalendarDay(c.at.slice(0, 10)) || typeof c.id !== 'string' || !UUID.test(c.id)) return null;
  return { at: c.at, id: c.id };
}
