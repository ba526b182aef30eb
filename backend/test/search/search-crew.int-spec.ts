import { allKeys } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';
import type { Person } from '../sharing/sharing-helpers.js';

type Result = { id: string; firstName: string; lastName: string; averageRating: number | null; stcwCertificates: string[] };

/** GET /api/search/crew: the gates, every filter alone and combined, ranking, keyset pages, privacy. */
describe('crew search', () => {
  let app: TestApp;
  let boss: Person;
  // A word only this run's crew have in their location, so each filter's answer is exact.
  const port = `Porto${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp();
    boss = await employer(app, 'professional');
    await Promise.all([
      crew(app, { firstName: 'Ines', lastName: 'Navarro' }, {
        position: 'Bosun', rank: 'bosun', location: `${port} Palma`, experienceYears: 9, availability: 'available',
        bio: 'Teak decks, tender driving and a calm deck team.', stcwEndorsements: ['pst', 'fpff', 'efa', 'advanced-firefighting'],
      }),
      crew(app, { firstName: 'Marco', lastName: 'Rossi' }, {
        position: 'Captain', rank: 'master', location: `${port} Genoa`, experienceYears: 22, availability: 'notice',
        bio: 'Command of 60 m motor yachts in the Mediterranean.', stcwEndorsements: ['master'], uscgLicenses: ['master-unlimited'],
      }),
      crew(app, { firstName: 'Aroha', lastName: 'Ngata' }, {
        position: 'Chief Stewardess', rank: 'chief-stewardess', location: `${port} Auckland`, experienceYears: 7, availability: 'future',
        bio: 'Silver service, wine and a happy interior team.', stcwEndorsements: ['pst', 'medical-first-aid'], mcaCertificates: ['mca-chief-mate-3000gt'],
      }),
      crew(app, { firstName: 'Tom', lastName: 'Baker' }, {
        position: 'Second Officer of the watch', rank: null, location: `${port} Southampton`, experienceYears: 3, availability: 'available',
        bio: 'Passage planning and ECDIS.', stcwEndorsements: ['oow-deck', 'ecdis'],
      }),
    ]);
    const hidden = await crew(app, { firstName: 'Hidden', lastName: 'Person' }, { position: 'Captain', rank: 'master', location: `${port} Nowhere`, searchable: false });
    void hidden;
    await settled(app);
  });
  afterAll(() => app.close());

  const search = async (query: Record<string, string | number | string[]>, who: Person = boss) =>
    (await who.agent.get('/api/search/crew').query({ location: port, ...query }).expect(200)).body as Result[];
  const names = (results: Result[]) => results.map((r) => r.firstName).sort();

  describe('gates', () => {
    it('signed out is 401; crew get "Employer Access Required"; an employer without a plan "Premium Subscription Required"', async () => {
      await app.agent().get('/api/search/crew').expect(401);
      const sailor = await crew(app, { firstName: 'Sam', lastName: 'Sailor' });
      expect((await sailor.agent.get('/api/search/crew').expect(403)).body.message).toBe('Employer Access Required');
      const unpaid = await employer(app, null);
      expect((await unpaid.agent.get('/api/search/crew').expect(403)).body.message).toBe('Premium Subscription Required');
      const agency = await employer(app, 'basic', 'recruitment_agency');
      await agency.agent.get('/api/search/crew').expect(200);
    });
  });

  describe('filters', () => {
    it('show only crew who chose to appear in search', async () => {
      expect(names(await search({}))).toEqual(['Aroha', 'Ines', 'Marco', 'Tom']);
    });

    it('position maps to ranks and also matches the free-text position', async () => {
      expect(names(await search({ position: 'captain' }))).toEqual(['Marco']);
      expect(names(await search({ position: 'officer-of-the-watch' }))).toEqual(['Tom']);
      expect(names(await search({ position: 'chief-stewardess' }))).toEqual(['Aroha']);
      // An option's word inside a more specific position is not that option: Steward/ess is not the chief stewardess.
      expect(names(await search({ position: 'stewardess' }))).toEqual([]);
    });

    it('location matches within the text, in any case', async () => {
      expect(names(await search({ location: `${port.toLowerCase()} GEN` }))).toEqual(['Marco']);
    });

    it('minimum experience, minimum rating (0 is no filter), availability', async () => {
      expect(names(await search({ minExperience: 8 }))).toEqual(['Ines', 'Marco']);
      expect(names(await search({ minRating: 0 }))).toEqual(['Aroha', 'Ines', 'Marco', 'Tom']);
      expect(names(await search({ minRating: 0.5 }))).toEqual([]);
      expect(names(await search({ availability: 'available' }))).toEqual(['Ines', 'Tom']);
    });

    it('each certification option is satisfied by any of its ids; several must all be', async () => {
      expect(names(await search({ certifications: 'stcw-basic-safety' }))).toEqual(['Aroha', 'Ines']);
      expect(names(await search({ certifications: ['stcw-basic-safety', 'stcw-advanced-firefighting'] }))).toEqual(['Ines']);
      expect(names(await search({ certifications: 'uscg-master' }))).toEqual(['Marco']);
      expect(names(await search({ certifications: 'mca-chief-mate' }))).toEqual(['Aroha']);
      expect(names(await search({ certifications: ['uscg-master', 'mca-chief-mate'] }))).toEqual([]);
    });

    it('combined filters narrow together', async () => {
      expect(names(await search({ availability: 'available', minExperience: 5, certifications: 'stcw-basic-safety', position: 'bosun' }))).toEqual(['Ines']);
      expect(names(await search({ availability: 'available', minExperience: 10 }))).toEqual([]);
    });
  });

  describe('free text', () => {
    it('matches names, position, bio and certificate names, stemmed', async () => {
      expect(names(await search({ query: 'navarro' }))).toEqual(['Ines']);
      expect(names(await search({ query: 'captain' }))).toEqual(['Marco']);
      expect(names(await search({ query: 'yacht' }))).toEqual(['Marco']);
      expect(names(await search({ query: 'advanced fire fighting' }))).toEqual(['Ines']);
      expect(names(await search({ query: 'ECDIS' }))).toEqual(['Tom']);
      expect(names(await search({ query: 'team' }))).toEqual(['Aroha', 'Ines']);
    });

    it('finds a misspelt name by trigrams', async () => {
      expect(names(await search({ query: 'Marco Rosi' }))).toContain('Marco');
      expect(names(await search({ query: 'Navaro' }))).toEqual(['Ines']);
    });

    it('finds name and text matches together, the exact name first', async () => {
      const results = await search({ query: 'Tom Baker' });
      expect(results[0].firstName).toBe('Tom');
      const either = await search({ query: 'Ngata or ECDIS' });
      expect(names(either)).toEqual(['Aroha', 'Tom']);
    });

    it('ranks the better match first', async () => {
      const results = await search({ query: 'deck' });
      expect(results[0].firstName).toBe('Ines');
    });

    it('never fails on odd input', async () => {
      for (const query of ['"unclosed', "a & | ! ( ) ' :*", 'or or -', '\\', '%_%', '  ', 'the']) await search({ query });
    });
  });

  it('without text, orders by rating then verified reviews (unrated last)', async () => {
    const all = await search({});
    expect(all.map((r) => r.averageRating)).toEqual([null, null, null, null]);
    expect(all[0].stcwCertificates.length).toBeGreaterThanOrEqual(0);
  });

  it('answers 400 naming the bad parameter', async () => {
    const bad = async (query: Record<string, unknown>, message: string | RegExp) => {
      const res = await boss.agent.get('/api/search/crew').query(query).expect(400);
      expect(res.body.message).toMatch(message);
    };
    await bad({ minExperience: 'x' }, /^minExperience/);
    await bad({ minExperience: -1 }, /^minExperience/);
    await bad({ minRating: 6 }, /^minRating/);
    await bad({ position: 'admiral' }, /^position/);
    await bad({ availability: 'soon' }, /^availability/);
    await bad({ certifications: ['stcw-basic-safety', 'pilot'] }, /^certifications/);
    await bad({ limit: 51 }, /^limit/);
    await bad({ limit: 0 }, /^limit/);
    await bad({ cursor: 'garbage!' }, 'cursor is invalid');
    await bad({ colour: 'red' }, 'property colour should not exist');
  });

  it('pages through every result once with the Link header, while new crew join', async () => {
    const pageWord = `Page${Date.now().toString(36)}`;
    const made = await Promise.all(
      Array.from({ length: 7 }, (_, i) => crew(app, { firstName: `Pager${i}`, lastName: 'Crew' }, { location: pageWord, bio: `${pageWord} deckhand ${'deck '.repeat(i)}` })),
    );
    await settled(app);
    for (const query of [{ location: pageWord }, { location: pageWord, query: 'deckhand' }] as Array<Record<string, string>>) {
      const seen: string[] = [];
      let url: string | null = `/api/search/crew?${new URLSearchParams({ ...query, limit: '3' })}`;
      let pages = 0;
      while (url) {
        const res = await boss.agent.get(url).expect(200);
        seen.push(...(res.body as Result[]).map((r) => r.id));
        const link = res.headers.link as string | undefined;
        url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
        if (pages++ === 0) {
          // Joins during the paging: may or may not appear, but nobody repeats and nobody already there is skipped.
          await crew(app, { firstName: 'Latecomer', lastName: `${pages}` }, { location: pageWord, bio: `${pageWord} deckhand` });
          await settled(app);
        }
      }
      expect(new Set(seen).size).toBe(seen.length);
      for (const m of made) expect(seen).toContain(m.user.id);
      expect(pages).toBeGreaterThanOrEqual(3);
    }
    const res = await boss.agent.get('/api/search/crew').query({ location: pageWord, limit: 50 }).expect(200);
    expect(res.headers.link).toBeUndefined();
  });

  it('never carries an email, phone or IP', async () => {
    const res = await boss.agent.get('/api/search/crew').query({ location: port }).expect(200);
    const keys = allKeys(res.body);
    for (const k of ['email', 'phone', 'ip', 'ipAddress']) expect(keys).not.toContain(k);
    expect(JSON.stringify(res.body)).not.toMatch(/@|203\.0\.113/);
  });
});
