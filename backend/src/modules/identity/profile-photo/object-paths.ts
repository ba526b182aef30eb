import { UUID } from '../../../platform/http/uuid-param.pipe.js';

/** Object ids are UUIDs; anything else is no object of ours (and must not reach a uuid column). */
export function isObjectId(value: string): boolean {
  return UUID.test(value);
}

/** The one stored form of a photo URL: a path on this server, so it survives a change of domain. */
export function objectPath(objectId: string): string {
  return `/api/objects/${objectId}`;
}

/**
 * The object id behind a URL or path this server issued: the object's own path, or the
 * signed upload URL (which some uploaders report as the file's address). Query strings and
 * fragments are ignored. Null for another site's URL or any other path.
 */
export function objectIdFromUrl(value: string, appUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(value, appUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(appUrl).origin) return null;
  const match = /^\/api\/objects\/(?:upload\/)?([^/]+)$/.exec(url.pathname);
  return match && isObjectId(match[1]) ? match[1].toLowerCase() : null;
}
