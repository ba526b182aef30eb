import { type Person, person, review, verifyEmail } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

type Result = { id: string; firstName: string; averageRating: number | null; experienceYears: number | null };

/** Sort orders (stable keyset pages in each) and the result count. */
describe('crew search order and count', () => {
  let app: TestApp;
  let boss: Person;
  const port = `Dock${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp();
    boss = await employer(app, 'professional');
    const made = await Promise.all([
      crew(app, { firstName: 'Ana', lastName: 'One' }, { location: port, experienceYears: 3, availability: 'future', bio: 'Teak decks and varnish.' }),
      crew(app, { firstName: 'Ben', lastName: 'Two' }, { location: port, experienceYears: 12, availability: 'notice', bio: 'Engines.' }),
      crew(app, { firstName: 'Cy', lastName: 'Three' }, { location: port, experienceYears: null, availability: 'available', bio: 'Teak.' }),
      crew(app, { firstName: 'Dee', lastName: 'Four' }, { location: port, experienceYears: 20, availability: null, bio: 'Teak decks, teak rails, teak everything.' }),
      crew(app, { firstName: 'Eve', lastName: 'Five' }, { location: port, experienceYears: 7, availability: 'available', bio: 'Galley.' }),
    ]);
    const [ana, ben] = made;
    const [r1, r2] = await Promise.all([person(app, { firstName: 'Rae', lastName: 'Reviewer' }), person(app, { firstName: 'Roy', lastName: 'Reviewer' })]);
    await Promise.all([verifyEmail(app, r1.user.email), verifyEmail(app, r2.user.email)]);
    await review(ana, r1, { text: 'Meticulous with varnish and always on time.', rating: 5 });
    await review(ben, r2, { text: 'Kept the engines running all season long.', rating: 4 });
    await settled(app);
  });
  afterAll(() => app.close());

  const page = (query: Record<string, string | number>) => boss.agent.get('/api/search/crew').query({ location: port, ...query }).expect(200);
  const order = async (query: Record<string, string | number>) => ((await page(query)).body as Result[]).map((r) => r.firstName);

  /** Every page of a search through the Link header. */
  async function pageThrough(query: Record<string, string | number>, limit: number) {
    const seen: string[] = [];
    let url: string | null = `/api/search/crew?${new URLSearchParams(Object.entries({ location: port, ...query, limit }).map(([k, v]) => [k, String(v)]))}`;
    while (url) {
      const res = await boss.agent.get(url).expect(200);
      seen.push(...(res.body as Result[]).map((r) => r.firstName));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
    }
    return seen;
  }

  it('orders by rating (unrated last, then newest id), experience (unknown last) or availability (now, notice, future, unknown)', async () => {
    const byRating = await order({ sort: 'rating' });
    expect(byRating.slice(0, 2)).toEqual(['Ana', 'Ben']);
    expect(await order({})).toEqual(byRating);
    expect(await order({ sort: 'experience' })).toEqual(['Dee', 'Ben', 'Eve', 'Ana', 'Cy']);
    const byAvailability = await order({ sort: 'availability' });
    expect(byAvailability.slice(0, 2).sort()).toEqual(['Cy', 'Eve']);
    expect(byAvailability.slice(2)).toEqual(['Ben', 'Ana', 'Dee']);
  });

  it('orders text matches by relevance by default, or by the order asked', async () => {
    expect((await order({ query: 'teak' }))[0]).toBe('Dee');
    expect(await order({ query: 'teak', sort: 'experience' })).toEqual(['Dee', 'Ana', 'Cy']);
    expect((await order({ query: 'teak', sort: 'rating' }))[0]).toBe('Ana');
    // Relevance without text is the rating order.
    expect(await order({ sort: 'relevance' })).toEqual(await order({ sort: 'rating' }));
  });

  it('pages every order completely, without repeats, in the same order as one page', async () => {
    const queries: Array<Record<string, string>> = [{ sort: 'rating' }, { sort: 'experience' }, { sort: 'availability' }, { query: 'teak', sort: 'experience' }, { query: 'teak' }];
    for (const query of queries) {
      const whole = await order(query);
      for (const limit of [1, 2, 3]) expect(await pageThrough(query, limit)).toEqual(whole);
    }
  });

  it("refuses another order's cursor", async () => {
    const res = await page({ sort: 'experience', limit: 1 });
    const next = /^<([^>]+)>/.exec(res.headers.link as string)![1];
    const cursor = new URL(next, 'http://x').searchParams.get('cursor')!;
    const bad = await boss.agent.get('/api/search/crew').query({ location: port, sort: 'availability', cursor }).expect(400);
    expect(bad.body.message).toBe('cursor is invalid');
    await boss.agent.get('/api/search/crew').query({ location: port, sort: 'sideways' }).expect(400);
  });

  const count = async (query: Record<string, string | number>) =>
    (await boss.agent.get('/api/search/crew/count').query({ location: port, ...query }).expect(200)).body as { total: number; capped: boolean };

  it('counts what a search finds, with the same parameters', async () => {
    expect(await count({})).toEqual({ total: 5, capped: false });
    expect(await count({ query: 'teak' })).toEqual({ total: 3, capped: false });
    expect(await count({ query: 'teak', sort: 'experience' })).toEqual({ total: 3, capped: false });
    expect(await count({ minExperience: 10 })).toEqual({ total: 2, capped: false });
    expect(await count({ query: 'nothing-like-this' })).toEqual({ total: 0, capped: false });
    // Pages do not change it: the count never reads a cursor.
    await boss.agent.get('/api/search/crew/count').query({ location: port, cursor: 'abc' }).expect(400);
  });

  it('counts on the plan the search is on', async () => {
    const basic = await employer(app, 'basic');
    expect((await basic.agent.get('/api/search/crew/count').query({ minRating: 4 }).expect(403)).body.message).toBe('Filtering by rating needs the Professional plan');
    await basic.agent.get('/api/search/crew/count').query({ location: port }).expect(200);
  });

  it("counts exactly up to 1,000 and says 'capped' beyond", async () => {
    const crowd = `Crowd${Date.now().toString(36)}`;
    // A crowd straight into the directory (read model): a thousand sign-ups would take minutes.
    const insert = (n: number, from: number) =>
      app.em.fork().execute(
        `insert into crew_search (user_id, searchable, profile_searchable, first_name, last_name, full_name, location, bio, document, profile_position)
         select gen_random_uuid(), true, true, 'Crowd', 'Member' || g, 'Crowd Member' || g, ?, 'deckhand', to_tsvector('english', 'Crowd deckhand'), 1
         from generate_series(?::int, ?::int) g`,
        [crowd, from, from + n - 1],
      );
    const crowdCount = async (query: Record<string, string>) =>
      (await boss.agent.get('/api/search/crew/count').query({ location: crowd, ...query }).expect(200)).body as { total: number; capped: boolean };
    await insert(1000, 1);
    expect(await crowdCount({})).toEqual({ total: 1000, capped: false });
    expect(await crowdCount({ query: 'deckhand' })).toEqual({ total: 1000, capped: false });
    await insert(1, 1001);
    expect(await crowdCount({})).toEqual({ total: 1000, capped: true });
    expect(await crowdCount({ query: 'deckhand' })).toEqual({ total: 1000, capped: true });
  });
});
