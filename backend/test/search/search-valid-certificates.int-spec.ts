import { CommandBus } from '@nestjs/cqrs';
import { AnnounceExpiryDatesCommand } from '../../src/modules/certifications/announce-expiries/announce-expiry-dates.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { DAY, dayFrom } from '../certifications/wallet-helpers.js';
import type { Person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

type Result = { id: string; firstName: string };

const PST = 'stcwEndorsements:pst';
const EFA = 'stcwEndorsements:efa';
const ENG1 = 'free:ENG1 Medical';

/**
 * 'Valid certificates only' (ADR 0029): at least one held certificate with an expiry date and
 * none past it, judged on the API's UTC today; with the other filters, text and keyset pages.
 */
describe('crew search: valid certificates only', () => {
  let app: TestApp;
  let boss: Person;
  let moved = 0;
  // A word only this run's crew have in their location, so each answer is exact.
  const port = `Valid${Date.now().toString(36)}`;
  const people: Record<string, Person> = {};
  const dates = (who: Person, key: string, expiryDate: string | null) =>
    who.agent.put('/api/certifications/wallet/certificate').send({ key, expiryDate }).expect(200);

  beforeAll(async () => {
    app = await startTestApp();
    boss = await employer(app, 'professional');
    const holds = { stcwEndorsements: ['pst', 'efa'], certifications: ['ENG1 Medical'] };
    const [valid, expired, undated, tomorrow, removed] = await Promise.all(
      ['Vera', 'Edgar', 'Una', 'Tomas', 'Rita'].map((firstName) => crew(app, { firstName, lastName: 'Deckhand' }, { position: 'Deckhand', rank: 'deckhand', location: `${port} Palma`, ...holds })),
    );
    Object.assign(people, { valid, expired, undated, tomorrow, removed });
    // Vera: one dated and valid, one without an expiry date (counts for neither).
    await dates(valid, PST, dayFrom(400));
    await dates(valid, ENG1, null);
    // Edgar: one valid, one expired yesterday.
    await dates(expired, PST, dayFrom(400));
    await dates(expired, ENG1, dayFrom(-1));
    // Una: details without any expiry date.
    await dates(undated, PST, null);
    // Tomas: valid through tomorrow.
    await dates(tomorrow, EFA, dayFrom(1));
    // Rita: an expired certificate she then takes off her profile no longer counts.
    await dates(removed, PST, dayFrom(30));
    await dates(removed, EFA, dayFrom(-10));
    await removed.agent.patch('/api/user/profile').send({ stcwEndorsements: ['pst'] }).expect(200);
    await settled(app);
  });
  afterAll(() => app.close());
  afterEach(() => {
    app.api.get(Clock).advance(-moved);
    moved = 0;
  });

  const search = async (query: string) => ((await boss.agent.get(`/api/search/crew?location=${port}&${query}`).expect(200)).body as Result[]).map((r) => r.firstName).sort();

  it('without the option lists everyone; with it only crew whose dated certificates are all in date', async () => {
    expect(await search('')).toEqual(['Edgar', 'Rita', 'Tomas', 'Una', 'Vera']);
    expect(await search('validCertificatesOnly=false')).toEqual(['Edgar', 'Rita', 'Tomas', 'Una', 'Vera']);
    expect(await search('validCertificatesOnly=true')).toEqual(['Rita', 'Tomas', 'Vera']);
  });

  it('a certificate expiring tomorrow counts as valid through its expiry day, and not the day after', async () => {
    expect(await search('validCertificatesOnly=true')).toContain('Tomas');
    app.api.get(Clock).advance(DAY);
    moved += DAY;
    expect(await search('validCertificatesOnly=true')).toContain('Tomas'); // the expiry day itself
    app.api.get(Clock).advance(DAY);
    moved += DAY;
    expect(await search('validCertificatesOnly=true')).toEqual(['Rita', 'Vera']);
  });

  it('follows a renewal: Edgar enters his renewed certificate and appears', async () => {
    await dates(people.expired, ENG1, dayFrom(700));
    await settled(app);
    expect(await search('validCertificatesOnly=true')).toEqual(['Edgar', 'Rita', 'Tomas', 'Vera']);
    await dates(people.expired, ENG1, dayFrom(-1));
    await settled(app);
    expect(await search('validCertificatesOnly=true')).not.toContain('Edgar');
  });

  it('combines with text and the other filters, and pages by cursor without repeats or gaps', async () => {
    expect(await search('validCertificatesOnly=true&query=Vera')).toEqual(['Vera']);
    expect(await search('validCertificatesOnly=true&query=Edgar')).toEqual([]);
    expect(await search('validCertificatesOnly=true&position=deckhand&certifications=stcw-basic-safety')).toEqual(['Rita', 'Tomas', 'Vera']);
    expect(await search('validCertificatesOnly=true&minRating=1')).toEqual([]);

    const seen: string[] = [];
    let url: string | null = `/api/search/crew?location=${port}&validCertificatesOnly=true&limit=1`;
    while (url) {
      const res: { body: Result[]; headers: Record<string, string> } = await boss.agent.get(url).expect(200);
      seen.push(...res.body.map((r) => r.firstName));
      url = /<([^>]+)>;\s*rel="next"/.exec(res.headers.link ?? '')?.[1] ?? null;
    }
    expect(seen.sort()).toEqual(['Rita', 'Tomas', 'Vera']);
  });

  it('takes in dates recorded before search kept them once certifications announces every wallet', async () => {
    const early = await crew(app, { firstName: 'Ezra', lastName: 'Deckhand' }, { position: 'Deckhand', location: `${port} Palma`, stcwEndorsements: ['pst'] });
    // Written as the wallet stored it before this change: no event about it.
    await app.em.fork().execute(`insert into certificate_details (id, user_id, certificate_key, expiry_date) values (gen_random_uuid(), ?, ?, ?)`, [early.user.id, PST, dayFrom(90)]);
    await settled(app);
    expect(await search('validCertificatesOnly=true')).not.toContain('Ezra');
    const { people } = await app.worker.get(CommandBus).execute(new AnnounceExpiryDatesCommand());
    expect(people).toBeGreaterThanOrEqual(6);
    await settled(app);
    expect(await search('validCertificatesOnly=true')).toContain('Ezra');
    // Announcing again changes nothing.
    await app.worker.get(CommandBus).execute(new AnnounceExpiryDatesCommand());
    await settled(app);
    expect(await search('validCertificatesOnly=true')).toEqual(['Ezra', 'Rita', 'Tomas', 'Vera']);
  });

  it('refuses a value other than true or false with a readable 400', async () => {
    const res = await boss.agent.get('/api/search/crew?validCertificatesOnly=yes').expect(400);
    expect(res.body.message).toBe('validCertificatesOnly must be true or false');
  });

  it("marks the expired ones among the STCW certificates in the employer's View Profile", async () => {
    const rita = (await boss.agent.get(`/api/search/crew/${people.removed.user.id}`).expect(200)).body;
    expect(rita.expiredStcwCertificates).toEqual([]);
    await people.removed.agent.patch('/api/user/profile').send({ stcwEndorsements: ['pst', 'efa'] }).expect(200);
    await settled(app);
    const again = (await boss.agent.get(`/api/search/crew/${people.removed.user.id}`).expect(200)).body;
    expect(again.stcwCertificates).toHaveLength(2);
    expect(again.expiredStcwCertificates).toEqual(['Elementary First Aid']);
  });
});
