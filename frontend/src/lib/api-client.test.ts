import { ApiError, apiRequest, isUnauthorizedError, nextPageUrl } from './api-client';

describe('apiRequest', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function answer(status: number, body: string, statusText = '') {
    const calls: Array<[string, RequestInit]> = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      // jsdom has no Response: a minimal stand-in for the browser's (not for our API).
      return { ok: status < 400, status, statusText, headers: new Headers({ 'content-type': 'application/json' }), text: async () => body, json: async () => JSON.parse(body) };
    }) as typeof fetch;
    return calls;
  }

  it('sends credentials, and a JSON body only when there is one', async () => {
    const calls = answer(200, '{"ok":true}');
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('DELETE', '/api/x');
    expect(calls[0][1]).toMatchObject({ credentials: 'include', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
    expect(calls[1][1]).toMatchObject({ credentials: 'include', body: undefined, headers: {} });
  });

  it('raises "{status}: {body}" and exposes the server message', async () => {
    answer(409, '{"statusCode":409,"error":"Conflict","message":"Already answered"}');
    const error = (await apiRequest('PATCH', '/api/x').catch((e) => e)) as ApiError;
    expect(error.message).toBe('409: {"statusCode":409,"error":"Conflict","message":"Already answered"}');
    expect(error.serverMessage).toBe('Already answered');
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('recognises the unauthenticated error', () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, 'Unauthorized'))).toBe(false);
  });
});

describe('nextPageUrl', () => {
  it('finds rel="next" in a Link header, among other links and relation types', () => {
    expect(nextPageUrl('</api/reviews?cursor=abc>; rel="next"')).toBe('/api/reviews?cursor=abc');
    expect(nextPageUrl('</a?page=1>; rel="prev", </a?page=3>; rel="next last"')).toBe('/a?page=3');
    expect(nextPageUrl('</a?x=1>; title="next"; rel=NEXT')).toBe('/a?x=1');
  });

  it('is null without a next link', () => {
    expect(nextPageUrl(null)).toBeNull();
    expect(nextPageUrl('</a>; rel="prev"')).toBeNull();
    expect(nextPageUrl('</a>; rel="nextish"')).toBeNull();
  });
});
