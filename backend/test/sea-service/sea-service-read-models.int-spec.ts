import { crew, employer, settled } from '../search/search-helpers.js';
import { createLink } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addPeriod } from './sea-service-helpers.js';

/** Sea service where others see it: the public profile (full links) and the crew directory (total sea time). */
describe('sea service on the public profile and in crew search', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  it('shows every period with the total sea time on a full link, nothing on a summary link, and follows each change', async () => {
    const owner = await crew(app, { firstName: 'Greta', lastName: 'Hansen' }, { position: 'Second Officer' });
    const full = await createLink(owner);
    const summary = await createLink(owner, { purpose: 'Agency file', accessLevel: 'summary' });
    await settled(app);
    const before = await app.http().get(`/api/public/profile/${full.token}`).expect(200);
    expect(before.body.seaService).toBeNull();

    const aurora = await addPeriod(owner, { daysAtSea: 120 });
    await addPeriod(owner, { vesselName: 'MV Nordic Star', imoNumber: '9176187', vesselType: 'container-ship', grossTonnage: 40_000, rank: 'chief-officer', signOnDate: '2025-01-10', signOffDate: '2025-03-10' });
    await settled(app);
    const shown = await app.http().get(`/api/public/profile/${full.token}`).expect(200);
    expect(shown.headers['etag']).not.toBe(before.headers['etag']);
    expect(shown.body.seaService).toEqual({
      totals: { periods: 2, days: 230, daysAtSea: 120 },
      periods: [
        { vesselName: 'MV Nordic Star', imoNumber: '9176187', flag: 'Malta', vesselType: 'container-ship', grossTonnage: 40000, rank: 'chief-officer', signOnDate: '2025-01-10', signOffDate: '2025-03-10', days: 60, daysAtSea: null, confirmedBy: [] },
        { vesselName: 'M/Y Aurora', imoNumber: '9074729', flag: 'Malta', vesselType: 'motor-yacht', grossTonnage: 2450, rank: 'second-officer', signOnDate: '2024-03-04', signOffDate: '2024-08-20', days: 170, daysAtSea: 120, confirmedBy: [] },
      ],
    });
    expect((await app.http().get(`/api/public/profile/${summary.token}`).expect(200)).body.seaService).toBeNull();

    await owner.agent.delete(`/api/sea-service/periods/${aurora.id}`).expect(204);
    await settled(app);
    const after = (await app.http().get(`/api/public/profile/${full.token}`).expect(200)).body.seaService;
    expect(after.totals).toEqual({ periods: 1, days: 60, daysAtSea: 0 });
    expect(after.periods.map((p: { vesselName: string }) => p.vesselName)).toEqual(['MV Nordic Star']);
  });

  it('gives employers the total sea time in results, and the periods with their totals only on the profile they open', async () => {
    const boss = await employer(app, 'professional');
    const ines = await crew(app, { firstName: 'Ines', lastName: 'Seafarer' }, { position: 'Bosun', location: 'Seatime Harbour' });
    const newcomer = await crew(app, { firstName: 'Nico', lastName: 'Seafarer' }, { position: 'Deckhand', location: 'Seatime Harbour' });
    await addPeriod(ines, { daysAtSea: 100 });
    await addPeriod(ines, { vesselName: 'MV Nordic Star', imoNumber: '9176187', signOnDate: '2025-01-10', signOffDate: '2025-03-10' });
    await settled(app);
    const found = (await boss.agent.get('/api/search/crew?location=Seatime%20Harbour').expect(200)).body as Array<{ id: string; seaDays: number }>;
    expect(Object.fromEntries(found.map((r) => [r.id, r.seaDays]))).toEqual({ [ines.user.id]: 230, [newcomer.user.id]: 0 });
    expect(JSON.stringify(found)).not.toContain('Nordic');
    // An opened profile shows sea service in full (DESIGN.md, "What employers see").
    const profile = (await boss.agent.get(`/api/search/crew/${ines.user.id}`).expect(200)).body;
    expect(profile.seaDays).toBe(230);
    expect(profile.seaService.totals).toEqual({ periods: 2, days: 230, daysAtSea: 100 });
    expect(profile.seaService.periods.map((p: { vesselName: string }) => p.vesselName)).toEqual(['MV Nordic Star', 'M/Y Aurora']);

    // Hidden from search and shown again: the total is kept meanwhile, like the review numbers.
    await ines.agent.patch('/api/user/profile').send({ searchable: false }).expect(200);
    await ines.agent.patch('/api/user/profile').send({ searchable: true }).expect(200);
    await settled(app);
    expect((await boss.agent.get(`/api/search/crew/${ines.user.id}`).expect(200)).body.seaDays).toBe(230);
  });
});
