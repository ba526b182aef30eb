import type { Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

/** DESIGN.md, "Plan features": Basic searches by text, position, location and availability; the rest needs Professional. */
describe('search filters by plan', () => {
  let app: TestApp;
  let basic: Person;
  let professional: Person;
  let enterprise: Person;
  const port = `Slip${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp();
    [basic, professional, enterprise] = await Promise.all([employer(app, 'basic'), employer(app, 'professional'), employer(app, 'enterprise')]);
    await crew(app, { firstName: 'Ines', lastName: 'Navarro' }, { position: 'Bosun', rank: 'bosun', location: port, experienceYears: 9, availability: 'available', stcwEndorsements: ['pst'] });
    await settled(app);
  });
  afterAll(() => app.close());

  const get = (who: Person, query: Record<string, unknown>) => who.agent.get('/api/search/crew').query({ location: port, ...query });

  it('Basic searches by text, position, location and availability', async () => {
    const res = await get(basic, { query: 'Navarro', position: 'bosun', availability: 'available' }).expect(200);
    expect(res.body).toHaveLength(1);
    // A minimum of 0 or an unticked box filters nothing, so it is no advanced filter.
    await get(basic, { minExperience: 0, minRating: 0, validCertificatesOnly: 'false' }).expect(200);
  });

  it('Basic is refused each advanced filter, naming the plan that has it', async () => {
    const refused = async (query: Record<string, unknown>, message: string) => {
      const res = await get(basic, query).expect(403);
      expect(res.body.message).toBe(message);
    };
    await refused({ minExperience: 5 }, 'Filtering by experience needs the Professional plan');
    await refused({ minRating: 4 }, 'Filtering by rating needs the Professional plan');
    await refused({ certifications: 'stcw-basic-safety' }, 'Filtering by certifications needs the Professional plan');
    await refused({ validCertificatesOnly: 'true' }, 'Filtering by valid certificates needs the Professional plan');
    await refused({ minExperience: 5, minRating: 4, query: 'bosun' }, 'Filtering by experience and rating needs the Professional plan');
  });

  it('Professional and Enterprise use every filter', async () => {
    for (const who of [professional, enterprise]) {
      const res = await get(who, { minExperience: 5, certifications: 'stcw-basic-safety', availability: 'available' }).expect(200);
      expect(res.body.map((r: { firstName: string }) => r.firstName)).toEqual(['Ines']);
      await get(who, { minRating: 4, validCertificatesOnly: 'true' }).expect(200);
    }
  });

  it('a bad value is still a 400 before the plan is asked', async () => {
    const res = await get(basic, { minExperience: 'lots' }).expect(400);
    expect(res.body.message).toMatch(/^minExperience/);
  });
});
