import { QueryBus } from '@nestjs/cqrs';
import { GetSeaServiceQuery } from '../../src/modules/sea-service/contracts/sea-service.query.js';
import { person } from '../sharing/sharing-helpers.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { addPeriod, period } from './sea-service-helpers.js';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('sea service: the periods a crew member served, with total sea time', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is for the signed-in person only', async () => {
    const http = () => app.http();
    await http().get('/api/sea-service').expect(401);
    await http().post('/api/sea-service/periods').send(period()).expect(401);
    await http().put('/api/sea-service/periods/0b5c3a52-7e1e-4bd6-9b53-8c8f2f1f4a11').send(period()).expect(401);
    await http().delete('/api/sea-service/periods/0b5c3a52-7e1e-4bd6-9b53-8c8f2f1f4a11').expect(401);
  });

  it('records periods, newest sign-on first, and totals the days on articles and at sea', async () => {
    const nina = await person(app);
    expect((await nina.agent.get('/api/sea-service').expect(200)).body).toEqual({ periods: [], totals: { periods: 0, days: 0, daysAtSea: 0 } });

    const first = await addPeriod(nina, { imoNumber: 'IMO 9074729', vesselName: '  M/Y Aurora ', daysAtSea: 120 });
    expect(first).toMatchObject({ vesselName: 'M/Y Aurora', imoNumber: '9074729', signOnDate: '2024-03-04', signOffDate: '2024-08-20', days: 170, daysAtSea: 120, confirmations: [] });
    await addPeriod(nina, { vesselName: 'MV Nordic Star', imoNumber: '9176187', vesselType: 'container-ship', grossTonnage: 40_000, rank: 'chief-officer', signOnDate: '2025-01-10', signOffDate: '2025-01-10' });

    const record = (await nina.agent.get('/api/sea-service').expect(200)).body;
    expect(record.periods.map((p: { vesselName: string }) => p.vesselName)).toEqual(['MV Nordic Star', 'M/Y Aurora']);
    expect(record.totals).toEqual({ periods: 2, days: 171, daysAtSea: 120 });

    // The contracts query other modules (and the profile PDF) use gives the same record.
    expect(await app.api.get(QueryBus).execute(new GetSeaServiceQuery(nina.user.id))).toEqual(record);
  });

  it('refuses a bad IMO number, impossible dates and other bad input with a readable 400', async () => {
    const nina = await person(app);
    const refused = async (fields: Record<string, unknown>, message: RegExp) => {
      const res = await nina.agent.post('/api/sea-service/periods').send(period(fields)).expect(400);
      expect(res.body.message).toMatch(message);
    };
    await refused({ imoNumber: '9074728' }, /imoNumber must be a valid IMO number: 7 digits whose last is the check digit/);
    await refused({ imoNumber: '907472' }, /valid IMO number/);
    await refused({ imoNumber: 9074729 }, /imoNumber must be text/);
    await refused({ vesselName: '   ' }, /vesselName is required/);
    await refused({ flag: '<b>' }, /flag must be the name of a flag state/);
    await refused({ vesselType: 'spaceship' }, /vesselType must be one of/);
    await refused({ grossTonnage: 0 }, /grossTonnage must be at least 1/);
    await refused({ grossTonnage: 12.5 }, /grossTonnage must be a whole number/);
    await refused({ rank: 'admiral' }, /rank must be one of the profile ranks/);
    await refused({ signOnDate: '2024-02-30' }, /signOnDate must be a date written YYYY-MM-DD/);
    await refused({ signOffDate: '2024-03-03' }, /signOffDate must not be before signOnDate/);
    await refused({ signOffDate: tomorrow() }, /signOffDate must not be in the future/);
    await refused({ daysAtSea: 171 }, /daysAtSea must not exceed the 170 days/);
    await refused({ daysAtSea: -1 }, /daysAtSea must be 0 or more/);
    await refused({ owner: 'someone' }, /property owner should not exist/);
    expect((await nina.agent.get('/api/sea-service').expect(200)).body.periods).toEqual([]);
  });

  it('refuses a period sharing a day with another of the same person (409), also on an edit and when sent at once', async () => {
    const nina = await person(app);
    const aurora = await addPeriod(nina);
    const clash = await nina.agent.post('/api/sea-service/periods').send(period({ vesselName: 'MV Nordic Star', imoNumber: '9176187', signOnDate: '2024-08-20', signOffDate: '2024-12-01' })).expect(409);
    expect(clash.body.message).toBe('This period overlaps your service on M/Y Aurora (Mar 4, 2024 – Aug 20, 2024): one person serves on one vessel at a time');
    // The day after signing off is free.
    const nordic = await addPeriod(nina, { vesselName: 'MV Nordic Star', imoNumber: '9176187', signOnDate: '2024-08-21', signOffDate: '2024-12-01' });
    // Moving Aurora's sign-off into Nordic Star's period is refused; moving it within its own is fine.
    await nina.agent.put(`/api/sea-service/periods/${aurora.id}`).send(period({ signOffDate: '2024-09-01' })).expect(409);
    await nina.agent.put(`/api/sea-service/periods/${aurora.id}`).send(period({ signOnDate: '2024-04-01' })).expect(200);
    await nina.agent.put(`/api/sea-service/periods/${nordic.id}`).send(period({ vesselName: 'MV Nordic Star', imoNumber: '9176187', signOnDate: '2024-08-21', signOffDate: '2024-12-31' })).expect(200);

    // Two overlapping periods sent at the same moment: the per-person lock lets only one in.
    const both = await Promise.all([
      nina.agent.post('/api/sea-service/periods').send(period({ signOnDate: '2025-02-01', signOffDate: '2025-03-01' })),
      nina.agent.post('/api/sea-service/periods').send(period({ signOnDate: '2025-02-15', signOffDate: '2025-04-01' })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    // Another person may of course serve on the same ship at the same time.
    await addPeriod(await person(app));
  });

  it("answers 404 for another person's period and for one that does not exist", async () => {
    const nina = await person(app);
    const sam = await person(app);
    const aurora = await addPeriod(nina);
    await sam.agent.put(`/api/sea-service/periods/${aurora.id}`).send(period()).expect(404, { statusCode: 404, error: 'Not Found', message: 'Service period not found' });
    await sam.agent.delete(`/api/sea-service/periods/${aurora.id}`).expect(404);
    await sam.agent.delete('/api/sea-service/periods/not-a-uuid').expect(404);
    expect((await nina.agent.get('/api/sea-service').expect(200)).body.periods).toHaveLength(1);
    await nina.agent.delete(`/api/sea-service/periods/${aurora.id}`).expect(204);
    await nina.agent.delete(`/api/sea-service/periods/${aurora.id}`).expect(404);
    expect((await nina.agent.get('/api/sea-service').expect(200)).body).toEqual({ periods: [], totals: { periods: 0, days: 0, daysAtSea: 0 } });
  });

  it('announces the whole record after each change as sea-service.service-changed, the periods sealed', async () => {
    const nina = await person(app);
    await addPeriod(nina);
    await eventsDelivered(app);
    const sql = app.em.fork().getConnection();
    const rows = await sql.execute<Array<{ payload: { userId: string; periods: unknown; totals: unknown } }>>(
      `select payload from integration_events where type = 'sea-service.service-changed' and payload->>'userId' = ? order by position`,
      [nina.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].payload.totals).toEqual({ periods: 1, days: 170, daysAtSea: 0 });
    expect(JSON.stringify(rows[0].payload.periods)).not.toContain('Aurora');
  });
});
