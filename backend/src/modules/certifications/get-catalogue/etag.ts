import { createHash } from 'node:crypto';

/** A strong ETag for a body: the quoted SHA-256 of its bytes. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header matches the tag. RFC 9110 13.1.2 compares weakly here,
 * so a W/ prefix the client or a proxy added still matches.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
