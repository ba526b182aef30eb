import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Person, person, reviewed } from './review-helpers.js';

describe('GET /api/reviews in keyset pages', () => {
  let app: TestApp;
  let captain: Person;
  const written: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    captain = await person(app);
    for (let i = 0; i < 5; i++) written.push((await reviewed(captain, await person(app), { text: `Honest review number ${i} of a fine captain at sea.` })).reviewId);
  });
  afterAll(() => app.close());

  it('follows the Link header page by page through every review, newest first, none twice', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/reviews?limit=2';
    const sizes: number[] = [];
    while (url) {
      const res = await captain.agent.get(url).expect(200);
      sizes.push(res.body.length);
      seen.push(...(res.body as Array<{ id: string }>).map((r) => r.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
      if (url) expect(url).toMatch(/^\/api\/reviews\?limit=2&cursor=[A-Za-z0-9_-]+$/);
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual([...written].reverse());
  });

  it('answers the first page as a plain array without a limit, and no Link when it is the last', async () => {
    const res = await captain.agent.get('/api/reviews').expect(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([...written].reverse());
    expect(res.headers.link).toBeUndefined();
  });

  it('refuses a cursor it did not write and a limit out of range', async () => {
    await captain.agent.get('/api/reviews?cursor=bm9wZQ').expect(400);
    await captain.agent.get(`/api/reviews?cursor=${Buffer.from(JSON.stringify({ at: 'yesterday', id: written[0] })).toString('base64url')}`).expect(400);
    await captain.agent.get('/api/reviews?limit=0').expect(400);
    await captain.agent.get('/api/reviews?limit=101').expect(400);
  });
});
