import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Person, person, reviewed, verifyEmail } from './review-helpers.js';

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

  it('pages through reviews sharing a created_at by their id, each exactly once, none skipped at a page edge', async () => {
    const bosun = await person(app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await reviewed(bosun, await person(app), { text: `Steady hand on deck, review ${i} of a reliable bosun.` })).reviewId);
    // Three instants, two of them shared by several reviews; microseconds kept, as the cursor must keep them.
    const newest = '2024-06-01 12:00:00.654321+00';
    const shared = '2024-06-01 12:00:00.123456+00';
    const oldest = '2024-05-01 08:30:00+00';
    const at = [oldest, oldest, shared, shared, shared, shared, newest];
    for (const [i, id] of ids.entries()) await app.em.fork().getConnection().execute('update reviews set created_at = ?::timestamptz where id = ?', [at[i], id]);

    const seen: string[] = [];
    let url: string | null = '/api/reviews?limit=2';
    while (url) {
      const res = await bosun.agent.get(url).expect(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...(res.body as Array<{ id: string }>).map((r) => r.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
    }
    // Newest first; among equal instants the higher id first (PostgreSQL orders uuids as their lower-case hex text).
    const byIdDesc = (group: string[]) => [...group].sort().reverse();
    expect(seen).toEqual([ids[6], ...byIdDesc(ids.slice(2, 6)), ...byIdDesc(ids.slice(0, 2))]);
    expect(new Set(seen).size).toBe(ids.length);
  });

  it('answers the first page as a plain array without a limit, and no Link when it is the last', async () => {
    const res = await captain.agent.get('/api/reviews').expect(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([...written].reverse());
    expect(res.headers.link).toBeUndefined();
  });

  it('refuses a cursor it did not write and a limit out of range', async () => {
    await captain.agent.get('/api/reviews?cursor=bm9wZQ').expect(400);
    const cursor = (at: string) => Buffer.from(JSON.stringify({ at, id: written[0] })).toString('base64url');
    // Shaped like a timestamp but not one PostgreSQL would take: a 400 naming the cursor, not a 500.
    for (const at of ['yesterday', '2024-13-45 99:99:99+00', '0000-01-01 00:00:00+00', '2024-02-30 10:00:00+00']) {
      expect((await captain.agent.get(`/api/reviews?cursor=${cursor(at)}`).expect(400)).body.message).toBe('cursor is invalid');
    }
    // One it would take still pages.
    await captain.agent.get(`/api/reviews?cursor=${cursor('2024-02-29 10:00:00.123456+00')}`).expect(200);
    await captain.agent.get('/api/reviews?limit=0').expect(400);
    await captain.agent.get('/api/reviews?limit=101').expect(400);
  });
});

describe('GET /api/reviews?filter= for the Reviews page tabs', () => {
  let app: TestApp;
  let captain: Person;
  const ids: Record<'verifiedConfirmed' | 'unverifiedConfirmed' | 'pending', string[]> = { verifiedConfirmed: [], unverifiedConfirmed: [], pending: [] };
  const texts = [
    'Kept the engine room spotless and taught the juniors patiently.',
    'Navigated a nasty crossing of Biscay without a single complaint.',
    'First to volunteer for night watches, cheerful at every dawn.',
    'Her paperwork for the port state inspection was flawless.',
    'Handled the tender in rough swell with real skill and calm.',
  ];

  beforeAll(async () => {
    app = await startTestApp();
    captain = await person(app);
    for (const [i, text] of texts.entries()) {
      const reviewer = await person(app);
      if (i < 2) await verifyEmail(app, reviewer.user.email);
      const { reviewId } = await reviewed(captain, reviewer, { text });
      if (i < 4) await captain.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).expect(200);
      ids[i < 2 ? 'verifiedConfirmed' : i < 4 ? 'unverifiedConfirmed' : 'pending'].push(reviewId);
    }
  });
  afterAll(() => app.close());

  const all = async (first: string) => {
    const seen: string[] = [];
    let url: string | null = first;
    while (url) {
      const res = await captain.agent.get(url).expect(200);
      seen.push(...(res.body as Array<{ id: string }>).map((r) => r.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
      if (url) expect(url).toContain(first.includes('filter=') ? `filter=${/filter=(\w+)/.exec(first)![1]}` : '/api/reviews');
    }
    return seen;
  };

  it('lists only the verified or the pending reviews, page by page, as many as the stats count', async () => {
    const stats = (await captain.agent.get('/api/stats').expect(200)).body as { verifiedReviews: number; pendingReviews: number; totalReviews: number };
    const verified = await all('/api/reviews?filter=verified&limit=1');
    const pending = await all('/api/reviews?limit=1&filter=pending');
    expect(verified).toEqual([...ids.verifiedConfirmed].reverse());
    expect(pending).toEqual(ids.pending);
    expect(stats).toMatchObject({ verifiedReviews: verified.length, pendingReviews: pending.length, totalReviews: texts.length });
    expect(await all('/api/reviews?limit=2')).toHaveLength(texts.length);
  });

  it('refuses a filter it does not know', async () => {
    await captain.agent.get('/api/reviews?filter=hidden').expect(400);
  });
});
