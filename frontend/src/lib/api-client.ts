/**
 * The one way the frontend talks to the API (spec section 7): credentials always, a JSON
 * body only when present, and any non-success answer raised as an ApiError whose message is
 * "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's readable message ({message} of the API's error shape), else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON: fall through to the raw text
    }
    return this.bodyText;
  }
}

/** Spec section 4: an error whose message starts with 401 and contains Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** One page of a paged read: the body, and the next page's URL when there is one. */
export interface ApiPage<T> {
  data: T;
  next: string | null;
}

/**
 * The URL of `rel="next"` in a Link header (RFC 8288), or null: the API's keyset pages put
 * the next page there so the body stays the plain array.
 */
export function nextPageUrl(link: string | null): string | null {
  for (const [, url, params] of (link ?? '').matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    if (rel && (rel[1] ?? rel[2]).toLowerCase().split(/\s+/).includes('next')) return url;
  }
  return null;
}

/** GET a page: like apiRequest, plus the next page's URL from the Link header. */
export async function apiPage<T = unknown>(url: string): Promise<ApiPage<T>> {
  const res = await fetch(url, { method: 'GET', headers: {}, credentials: 'include' });
  await throwIfNotOk(res);
  return { data: (await res.json()) as T, next: nextPageUrl(res.headers.get('link')) };
}

/** Default reads: GET on the path joined from the query key's segments. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the body even so: API answers are no-store, and a browser keeps an unread
      // no-store response open (the page never goes network-idle).
      await res.text();
      return null as T;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
