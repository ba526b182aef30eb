import type { Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

type Result = { id: string; firstName: string; lastName: string };

/** The free-text box and the text filters as an agency types them: without accents, by certificate code. */
describe('crew search text', () => {
  let app: TestApp;
  let boss: Person;
  // A word only this file's crew have in their location, so each answer is exact.
  const port = `Quay${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp();
    boss = await employer(app, 'basic');
    await Promise.all([
      crew(app, { firstName: 'Søren', lastName: 'Østergård' }, {
        position: 'Chief Engineer', rank: 'chief-engineer', location: `${port} Ålesund`, bio: 'Refit at Lürssen in Bremen, MTU engines.',
      }),
      crew(app, { firstName: 'Zoë', lastName: 'Müller' }, {
        position: 'Chief Officer', rank: 'chief-officer', location: `${port} Côte d'Azur`, bio: 'Deck and tenders.',
        stcwEndorsements: ['chief-mate', 'pst'], mcaCertificates: ['mca-oow-unlimited'],
      }),
      crew(app, { firstName: 'Marco', lastName: 'Rossi' }, {
        position: 'Captain', rank: 'master', location: `${port} Genoa`, bio: 'Command of motor yachts.',
        stcwEndorsements: ['master'], uscgLicenses: ['master-unlimited'],
      }),
      crew(app, { firstName: 'Tom', lastName: 'Baker' }, {
        position: 'Deckhand', rank: 'deckhand', location: `${port} Southampton`, bio: 'Tender driving.',
        stcwEndorsements: ['fpff', 'efa'],
      }),
      crew(app, { firstName: 'Ivan', lastName: 'Engel' }, {
        // STCW III/2 (Chief Engineer): 'II/2' must not find it.
        position: 'Second Engineer', rank: 'second-engineer', location: `${port} Split`, bio: 'Engines.', stcwEndorsements: ['chief-engineer'],
      }),
    ]);
    await settled(app);
  });
  afterAll(() => app.close());

  const names = async (query: Record<string, string>) => {
    const res = await boss.agent.get('/api/search/crew').query({ location: port, ...query }).expect(200);
    return (res.body as Result[]).map((r) => r.firstName).sort();
  };

  it('finds names, bios and positions with or without their accents', async () => {
    expect(await names({ query: 'Soren' })).toEqual(['Søren']);
    expect(await names({ query: 'Søren' })).toEqual(['Søren']);
    expect(await names({ query: 'ostergard' })).toEqual(['Søren']);
    expect(await names({ query: 'Lurssen' })).toEqual(['Søren']);
    expect(await names({ query: 'Zoe Muller' })).toEqual(['Zoë']);
    // A misspelt name without accents still finds by trigrams.
    expect(await names({ query: 'Sorren Ostergard' })).toEqual(['Søren']);
  });

  it('the location filter ignores accents too', async () => {
    expect(await names({ location: 'Alesund' })).toEqual(['Søren']);
    expect(await names({ location: "Cote d'Azur" })).toEqual(['Zoë']);
    expect(await names({ location: `${port} ÅLESUND` })).toEqual(['Søren']);
  });

  it('finds certificate codes typed in the text box', async () => {
    expect(await names({ query: 'STCW II/2' })).toEqual(['Marco', 'Zoë']);
    // A code's start finds every code it begins: A-VI/1-1, A-VI/1-2, A-VI/1-3.
    expect(await names({ query: 'A-VI/1' })).toEqual(['Tom', 'Zoë']);
    expect(await names({ query: 'A-VI/1-2' })).toEqual(['Tom']);
    // II/2 is not III/2.
    expect(await names({ query: 'II/2' })).toEqual(['Marco', 'Zoë']);
    expect(await names({ query: 'III/2' })).toEqual(['Ivan']);
    expect(await names({ query: '46 CFR 11.404' })).toEqual(['Marco']);
    expect(await names({ query: 'MCA II/1' })).toEqual(['Zoë']);
    expect(await names({ query: '"STCW II/2" -A-VI/1' })).toEqual(['Marco']);
  });

  it('a hyphenated or quoted search still matches the plain words', async () => {
    expect(await names({ query: 'chief-officer' })).toEqual(['Zoë']);
    // Søren's position, and the name of Ivan's STCW III/2 certificate.
    expect(await names({ query: '"chief engineer"' })).toEqual(['Ivan', 'Søren']);
  });

  it('the position filter matches accented free-text positions', async () => {
    const accented = await crew(app, { firstName: 'Hélène', lastName: 'Dupré' }, { position: 'Chéf', rank: null, location: `${port} Nice` });
    await settled(app);
    expect(await names({ position: 'chef' })).toEqual(['Hélène']);
    void accented;
  });
});
