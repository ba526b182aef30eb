import { tinyPdf } from '../certifications/wallet-helpers.js';
import { addPeriod, answer, period as servicePeriod, requestAbout } from '../sea-service/sea-service-helpers.js';
import { createLink, person, review, verifyEmail, type Person } from '../sharing/sharing-helpers.js';
import { crew, employer, settled } from '../search/search-helpers.js';
import { until } from '../support/private-redis.js';
import { addAuthenticator } from '../support/second-factor.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DATA_EXPORT_LIMIT } from '../../src/modules/identity/data-export/data-export.controller.js';

interface DataExport {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  downloadable: boolean;
  byteSize: number | null;
}

describe("'Download my data': a JSON file of everything held about the person, built by the worker", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const exportsOf = async (owner: Person) => (await owner.agent.get('/api/user/data-exports').expect(200)).body as DataExport[];

  async function ready(owner: Person, id: string): Promise<DataExport> {
    await until(`data export ${id} ready`, async () => (await exportsOf(owner)).find((e) => e.id === id)?.status === 'ready');
    return (await exportsOf(owner)).find((e) => e.id === id)!;
  }

  it('is for the signed-in person only', async () => {
    await app.http().post('/api/user/data-exports').expect(401);
    await app.http().get('/api/user/data-exports').expect(401);
    await app.http().get('/api/user/data-exports/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/download').expect(401);
  });

  it('holds the account, reviews both ways, share links, contact requests and the search entry, but no secrets nor other people’s addresses', async () => {
    const nina = await crew(app, { firstName: 'Nina', lastName: 'Exporter' }, { position: 'Bosun', location: 'Antibes', bio: 'Teak and varnish.' });
    const colleague = await person(app, { firstName: 'Colin', lastName: 'Colleague' });
    await verifyEmail(app, colleague.user.email);
    await review(nina, colleague, { text: 'Keeps the deck crew safe and cheerful.' });
    await review(colleague, nina, { text: 'Calm under pressure, the best mate I sailed with.' });
    await createLink(nina, { purpose: 'Application for Bosun on M/Y Aurora' });
    await nina.agent.patch('/api/user/profile').send({ stcwEndorsements: ['pst'] }).expect(200);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: 'stcwEndorsements:pst', number: 'NE-PST-9001', authority: 'MCA', issueDate: '2024-01-02', expiryDate: '2029-01-01' }).expect(200);
    await nina.agent.put('/api/certifications/wallet/scan?key=stcwEndorsements%3Apst').set('Content-Type', 'application/pdf').send(tinyPdf()).expect(200);
    await nina.agent.post('/api/sea-service/periods').send(servicePeriod({ daysAtSea: 100 })).expect(201);
    const { secret, recoveryCodes } = await addAuthenticator(app, nina.agent);
    const agency = await employer(app, 'professional');
    await agency.agent.post('/api/contact-requests').send({ crewId: nina.user.id, message: 'Hello from the agency' }).expect(201);
    await settled(app);

    const started = (await nina.agent.post('/api/user/data-exports').expect(202)).body as DataExport;
    expect(started).toMatchObject({ status: 'pending', downloadable: false });
    // A second click while it is being built answers with the same file.
    expect((await nina.agent.post('/api/user/data-exports').expect(202)).body.id).toBe(started.id);

    const built = await ready(nina, started.id);
    expect(built.downloadable).toBe(true);
    const res = await nina.agent.get(`/api/user/data-exports/${started.id}/download`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="crew-reviews-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const raw = res.text;
    expect(Buffer.byteLength(raw)).toBe(built.byteSize);
    const data = JSON.parse(raw);

    expect(data.account.profile).toMatchObject({ id: nina.user.id, email: nina.user.email, firstName: 'Nina', lastName: 'Exporter', position: 'Bosun', hasPassword: true });
    expect(data.account.signInAddresses.length).toBeGreaterThan(0);
    // Which second factors, never the authenticator's key nor a recovery code.
    expect(data.account.secondFactors).toEqual({ authenticatorAddedAt: expect.any(String), passkeys: [], recoveryCodesLeft: 10 });
    expect(raw).not.toContain(secret);
    expect(recoveryCodes.filter((code) => raw.includes(code) || raw.includes(code.replace(/-/g, '')))).toEqual([]);
    expect(data.reviews.reviewsReceived).toEqual([expect.objectContaining({ text: 'Keeps the deck crew safe and cheerful.', reviewerName: 'Colin Colleague', reviewerVessel: 'M/Y Secret Vessel', servedTogether: null, serviceConfirmed: false })]);
    expect(data.reviews.reviewsWritten).toEqual([expect.objectContaining({ text: 'Calm under pressure, the best mate I sailed with.', reviewerEmail: nina.user.email })]);
    expect(data.reviews.requestsSent).toEqual([expect.objectContaining({ reviewerEmail: colleague.user.email })]);
    expect(data.reviews.requestsReceived).toEqual([expect.objectContaining({ requesterName: 'Colin Colleague' })]);
    expect(data.shareLinks).toEqual([expect.objectContaining({ purpose: 'Application for Bosun on M/Y Aurora', accessLevel: 'full' })]);
    expect(data.billing.contactRequestsReceived).toEqual([expect.objectContaining({ companyName: 'Harbour Crew Ltd', message: 'Hello from the agency', status: 'pending' })]);
    expect(data.employerSearch).toMatchObject({ listed: true, entry: { location: 'Antibes', bio: 'Teak and varnish.' } });
    expect(data.adminActions).toEqual({ onYourAccount: [], byYou: [] });
    expect(data.certificates).toEqual({
      details: [
        expect.objectContaining({
          key: 'stcwEndorsements:pst', number: 'NE-PST-9001', authority: 'MCA', issueDate: '2024-01-02', expiryDate: '2029-01-01',
          scan: expect.objectContaining({ contentType: 'application/pdf', size: tinyPdf().length }),
        }),
      ],
      remindersSent: [],
      expiryReminders: true,
    });
    expect(data.seaService).toEqual({
      periods: [expect.objectContaining({ vesselName: 'M/Y Aurora', imoNumber: '9074729', flag: 'Malta', signOnDate: '2024-03-04', signOffDate: '2024-08-20', daysAtSea: 100, days: 170 })],
      totals: { periods: 1, days: 170, daysAtSea: 100 },
    });
    expect(typeof data.exportedAt).toBe('string');

    // No secrets: no password hash, no share tokens; no reviewer's address or network on reviews of her.
    expect(raw).not.toMatch(/argon2|password_?hash/i);
    const [link] = await app.em.fork().getConnection().execute<Array<{ token: string }>>('select token from share_links where user_id = ?', [nina.user.id]);
    expect(raw).not.toContain(link.token);
    expect(JSON.stringify(data.reviews.reviewsReceived)).not.toContain(colleague.user.email);
    expect(JSON.stringify(data.reviews.reviewsReceived)).not.toMatch(/ipAddress/);
  });

  it('holds who confirmed each period of sea service, as GET /api/sea-service lists them, and writes every instant as the API does', async () => {
    const nina = await crew(app, { firstName: 'Nina', lastName: 'Seafarer' });
    const sam = await person(app, { firstName: 'Sam', lastName: 'Voucher' });
    await verifyEmail(app, sam.user.email);
    const aurora = await addPeriod(nina, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    await addPeriod(sam, { signOnDate: '2024-05-15', signOffDate: '2024-12-01' });
    const request = await requestAbout(nina, sam, aurora.id);
    await answer(nina, sam, request.id, undefined, { confirmService: true });
    await nina.agent.patch('/api/user/profile').send({ stcwEndorsements: ['pst'] }).expect(200);
    await nina.agent.put('/api/certifications/wallet/scan?key=stcwEndorsements%3Apst').set('Content-Type', 'application/pdf').send(tinyPdf()).expect(200);
    await createLink(nina);
    await settled(app);

    const listed = (await nina.agent.get('/api/sea-service').expect(200)).body;
    expect(listed.periods[0].confirmations).toHaveLength(1);
    const started = (await nina.agent.post('/api/user/data-exports').expect(202)).body as DataExport;
    await ready(nina, started.id);
    const raw = (await nina.agent.get(`/api/user/data-exports/${started.id}/download`).expect(200)).text;
    const data = JSON.parse(raw);
    expect(data.seaService.periods).toEqual(listed.periods);
    expect(data.seaService.periods[0].confirmations).toEqual([
      { reviewId: expect.any(String), confirmedById: sam.user.id, confirmedByName: 'Sam Voucher', from: '2024-05-15', to: '2024-08-20', confirmedAt: expect.any(String) },
    ]);

    // One form for every instant in the file: no PostgreSQL text ('2026-11-25 04:54:25.038+00'), no '+00:00'.
    const instants: Array<[string, string]> = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) instants.push([path, value]);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    walk(data, '');
    const paths = instants.map(([path]) => path);
    for (const expected of ['.exportedAt', '.account.profile.createdAt', '.account.signInAddresses.0.firstSeenAt', '.shareLinks.0.expiresAt', '.certificates.details.0.scan.uploadedAt', '.seaService.periods.0.confirmations.0.confirmedAt']) {
      expect(paths).toContain(expected);
    }
    expect(instants.filter(([, value]) => !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value))).toEqual([]);
  });

  it('is downloaded by its owner only, and a newer file replaces the older one', async () => {
    const owner = await crew(app, { firstName: 'Olga', lastName: 'Owner' });
    const first = (await owner.agent.post('/api/user/data-exports').expect(202)).body as DataExport;
    await ready(owner, first.id);
    const stranger = await person(app, { firstName: 'Stan', lastName: 'Stranger' });
    expect((await stranger.agent.get(`/api/user/data-exports/${first.id}/download`).expect(404)).body.message).toBe('Data export not found');
    await owner.agent.get('/api/user/data-exports/not-an-id/download').expect(404);

    const second = (await owner.agent.post('/api/user/data-exports').expect(202)).body as DataExport;
    expect(second.id).not.toBe(first.id);
    await ready(owner, second.id);
    const list = await exportsOf(owner);
    expect(list.map((e) => [e.id, e.downloadable])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await owner.agent.get(`/api/user/data-exports/${first.id}/download`).expect(404);
    await owner.agent.get(`/api/user/data-exports/${second.id}/download`).expect(200);
  });

  it('keeps the last five files in the list and drops older rows', async () => {
    const owner = await crew(app, { firstName: 'Kai', lastName: 'Keeper' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const file = (await owner.agent.post('/api/user/data-exports').expect(202)).body as DataExport;
      await ready(owner, file.id);
      ids.push(file.id);
    }
    expect((await exportsOf(owner)).map((e) => e.id)).toEqual(ids.slice(2).reverse());
    const rows = await app.em.fork().getConnection().execute<Array<{ id: string }>>('select id from data_exports where user_id = ? order by created_at', [owner.user.id]);
    expect(rows.map((r) => r.id)).toEqual(ids.slice(2));
  });

  it('allows ten requests a day per person (429 after, nothing queued)', async () => {
    const limited = await startTestApp({ RATE_LIMITS_ENABLED: 'true' });
    try {
      const owner = await crew(limited, { firstName: 'Rita', lastName: 'Repeat' });
      for (let i = 0; i < DATA_EXPORT_LIMIT.max; i++) {
        const file = (await owner.agent.post('/api/user/data-exports').expect(202)).body as DataExport;
        await until(`data export ${file.id} settled`, async () => {
          const list = (await owner.agent.get('/api/user/data-exports').expect(200)).body as DataExport[];
          return list.find((e) => e.id === file.id)?.status !== 'pending';
        });
      }
      const rows = async () => (await limited.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from data_exports where user_id = ?', [owner.user.id]))[0].n;
      // A finished file trims the list to the last five after it shows as settled: count once the last trim is done.
      await until('the list trimmed to its last five', async () => (await rows()) === 5);
      const res = await owner.agent.post('/api/user/data-exports').expect(429);
      expect(res.body.message).toBe('Too many attempts. Please wait 1440 minutes and try again.');
      expect(await rows()).toBe(5);
    } finally {
      await limited.close();
    }
  });
});
