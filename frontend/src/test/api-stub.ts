/** A stubbed answer; `headers` (e.g. a Link to the next page) join the JSON content type. */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Answer = Reply | ((body: unknown) => Reply);
export type Calls = Array<{ method: string; url: string; body: unknown }>;

/**
 * The browser's fetch answered from a table ("GET /api/reviews" -> answer). jsdom has no
 * Response, so this is a minimal stand-in for the network, not for our own code.
 */
export function stubApi(routes: Record<string, Answer>): Calls {
  const calls: Calls = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`No stubbed answer for ${method} ${url}`);
    const { status = 200, body: answer, headers = {} } = typeof route === 'function' ? route(body) : route;
    const text = answer === undefined ? '' : JSON.stringify(answer);
    return {
      ok: status < 400,
      status,
      statusText: '',
      headers: new Headers({ ...(text ? { 'content-type': 'application/json' } : {}), ...headers }),
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  }) as unknown as typeof fetch;
  return calls;
}
