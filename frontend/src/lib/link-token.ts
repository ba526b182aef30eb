/**
 * The token of an emailed one-time link. It rides in the URL fragment (#token=...), which the
 * browser never sends to a server, so it stays out of access logs; the page posts it.
 */
export function tokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}
