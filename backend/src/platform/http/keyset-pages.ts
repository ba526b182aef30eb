import type { Request, Response } from 'express';

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
