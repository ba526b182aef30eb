import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: unguessable, so the link itself is the permission. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Anything else names no link: answered 404 before PostgreSQL sees it, so odd input
 * (very long, unicode, NUL, path tricks) costs nothing and can never reach a query.
 */
export function isWellFormedShareToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

/**
 * Who is looking, for de-duplicating refreshes: a hash, so neither the address nor the
 * user agent is stored anywhere.
 */
export function viewerFingerprint(ip: string, userAgent: string, token: string): string {
  return createHash('sha256').update(`${ip}\u0000${userAgent}\u0000${token}`).digest('base64url');
}
