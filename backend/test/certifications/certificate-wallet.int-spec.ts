import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryBus } from '@nestjs/cqrs';
import { GetCertificateSummariesQuery } from '../../src/modules/certifications/contracts/certificate-summaries.query.js';
import { Clock } from '../../src/platform/clock/clock.js';
import { imageHeads, tinyPng } from '../profile/tiny-images.js';
import { person } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DAY, dayFrom, holder, rawPut, scanKeysOf, sessionCookie, stored, tinyPdf } from './wallet-helpers.js';

const PST = 'stcwEndorsements:pst';
const EFA = 'stcwEndorsements:efa';
const ENG1 = 'free:ENG1 Medical';
const q = (key: string) => `key=${encodeURIComponent(key)}`;

describe('certificate wallet: details, status and scans of the certifications a person holds', () => {
  let app: TestApp;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'crew-wallet-'));
    app = await startTestApp({ STORAGE_DIR: storageDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('is for the signed-in person only', async () => {
    const http = () => app.http();
    await http().get('/api/certifications/wallet').expect(401);
    await http().put('/api/certifications/wallet/certificate').send({ key: PST }).expect(401);
    await http().delete(`/api/certifications/wallet/certificate?${q(PST)}`).expect(401);
    await http().put(`/api/certifications/wallet/scan?${q(PST)}`).set('Content-Type', 'application/pdf').send(tinyPdf()).expect(401);
    await http().get(`/api/certifications/wallet/scan?${q(PST)}`).expect(401);
    await http().delete(`/api/certifications/wallet/scan?${q(PST)}`).expect(401);
    await http().put('/api/certifications/wallet/settings').send({ expiryReminders: false }).expect(401);
  });

  it('lists every held certification with its catalogue name and code, empty until details are recorded', async () => {
    const nina = await holder(app);
    const wallet = (await nina.agent.get('/api/certifications/wallet').expect(200)).body;
    expect(wallet).toMatchObject({ today: dayFrom(0), expiringSoon: 0, expired: 0, expiryReminders: true });
    expect(wallet.certificates).toEqual([
      expect.objectContaining({ key: PST, kind: 'stcwEndorsements', name: 'Personal Survival Techniques', code: 'STCW A-VI/1-1', number: null, status: null, scan: null }),
      expect.objectContaining({ key: EFA, name: 'Elementary First Aid', code: 'STCW A-VI/1-3' }),
      expect.objectContaining({ key: ENG1, kind: 'free', name: 'ENG1 Medical', code: null }),
    ]);
    const nobody = await person(app);
    expect((await nobody.agent.get('/api/certifications/wallet').expect(200)).body.certificates).toEqual([]);
  });

  it('records details, judges the status from the expiry date and counts what expires within 90 days', async () => {
    const nina = await holder(app);
    const saved = await nina.agent
      .put('/api/certifications/wallet/certificate')
      .send({ key: PST, number: ' GB-PST-778812 ', authority: 'Maritime and Coastguard Agency', issueDate: '2022-01-10', expiryDate: dayFrom(30) })
      .expect(200);
    expect(saved.body).toMatchObject({ key: PST, number: 'GB-PST-778812', numberMasked: '•••• 8812', authority: 'Maritime and Coastguard Agency', issueDate: '2022-01-10', expiryDate: dayFrom(30), status: 'expiring', daysToExpiry: 30 });
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: EFA, expiryDate: dayFrom(-1) }).expect(200);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: ENG1, expiryDate: dayFrom(400) }).expect(200);

    const wallet = (await nina.agent.get('/api/certifications/wallet').expect(200)).body;
    expect(wallet.certificates.map((c: { status: string }) => c.status)).toEqual(['expiring', 'expired', 'valid']);
    expect(wallet).toMatchObject({ expiringSoon: 1, expired: 1 });

    // Every field is replaced: what is left out is cleared.
    const cleared = await nina.agent.put('/api/certifications/wallet/certificate').send({ key: PST, number: 'GB-PST-778812' }).expect(200);
    expect(cleared.body).toMatchObject({ authority: null, expiryDate: null, status: null, daysToExpiry: null });

    // The status follows the clock: 31 days on, the certificate has expired.
    const clock = app.api.get(Clock);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: PST, expiryDate: dayFrom(30) }).expect(200);
    clock.advance(31 * DAY);
    try {
      const later = (await nina.agent.get('/api/certifications/wallet').expect(200)).body;
      expect(later.certificates[0]).toMatchObject({ status: 'expired', daysToExpiry: -1 });
    } finally {
      clock.advance(-31 * DAY);
    }
  });

  it("says 'STCW Certified' only for a catalogue STCW endorsement that has not expired", async () => {
    const certified = async (who: Awaited<ReturnType<typeof person>>) => (await who.agent.get('/api/certifications/wallet').expect(200)).body.stcwCertified as boolean;
    // Only a free-text medical, expired: no badge.
    const medicOnly = await person(app);
    await medicOnly.agent.patch('/api/user/profile').send({ certifications: ['ENG1 Medical'] }).expect(200);
    await medicOnly.agent.put('/api/certifications/wallet/certificate').send({ key: ENG1, expiryDate: dayFrom(-10) }).expect(200);
    expect(await certified(medicOnly)).toBe(false);
    // A valid free-text one earns nothing either.
    await medicOnly.agent.put('/api/certifications/wallet/certificate').send({ key: ENG1, expiryDate: dayFrom(300) }).expect(200);
    expect(await certified(medicOnly)).toBe(false);

    // Two endorsements: certified while one of them has not expired (no expiry date recorded counts as held).
    const nina = await holder(app);
    expect(await certified(nina)).toBe(true);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: PST, expiryDate: dayFrom(-1) }).expect(200);
    expect(await certified(nina)).toBe(true);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: EFA, expiryDate: dayFrom(-400) }).expect(200);
    expect(await certified(nina)).toBe(false);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: EFA, expiryDate: dayFrom(0) }).expect(200);
    expect(await certified(nina)).toBe(true);
  });

  it('refuses a certification the person does not hold, naming it, and every malformed field', async () => {
    const nina = await holder(app);
    const put = (body: Record<string, unknown>) => nina.agent.put('/api/certifications/wallet/certificate').send(body);
    expect((await put({ key: 'stcwEndorsements:master', number: 'X1' }).expect(400)).body.message).toBe(
      "You do not hold the certification 'stcwEndorsements:master': add it to your profile first",
    );
    expect((await put({ key: 'free:Yachtmaster' }).expect(400)).body.message).toMatch(/'free:Yachtmaster'/);
    expect((await put({ key: PST, issueDate: '2026-02-30' }).expect(400)).body.message).toBe('issueDate must be a date written YYYY-MM-DD');
    expect((await put({ key: PST, expiryDate: '01/02/2030' }).expect(400)).body.message).toBe('expiryDate must be a date written YYYY-MM-DD');
    expect((await put({ key: PST, issueDate: '2025-05-02', expiryDate: '2025-05-01' }).expect(400)).body.message).toBe('expiryDate must not be before issueDate');
    expect((await put({ key: PST, number: 'x'.repeat(51) }).expect(400)).body.message).toBe('number must be at most 50 characters');
    expect((await put({ key: PST, number: '<script>' }).expect(400)).body.message).toMatch(/number may hold letters, digits/);
    expect((await put({ key: PST, authority: 42 }).expect(400)).body.message).toBe('authority must be text');
    expect((await put({ key: PST, holder: 'me' }).expect(400)).body.message).toBe('property holder should not exist');
    expect((await put({ number: 'A1' }).expect(400)).body.message).toMatch(/key/);
    expect((await put({ key: 'k'.repeat(121) }).expect(400)).body.message).toBe('key must be at most 120 characters');
    // Issue and expiry on the same day is allowed (a one-day permit).
    await put({ key: PST, issueDate: '2025-05-01', expiryDate: '2025-05-01' }).expect(200);
    await nina.agent.put('/api/certifications/wallet/settings').send({ expiryReminders: 'no' }).expect(400);
  });

  describe('scans', () => {
    it('are stored by content and served to their owner only; anyone else gets a 404', async () => {
      const nina = await holder(app);
      const pdf = tinyPdf();
      const up = await nina.agent.put(`/api/certifications/wallet/scan?${q(PST)}`).set('Content-Type', 'application/pdf').send(pdf).expect(200);
      expect(up.body.scan).toMatchObject({ contentType: 'application/pdf', size: pdf.length });

      const got = await nina.agent.get(`/api/certifications/wallet/scan?${q(PST)}`).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toBe('attachment; filename="Personal-Survival-Techniques-scan.pdf"');
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(got.body as Buffer, pdf)).toBe(0);

      // Another person holding the same certification asks for the same key: they get their own (none).
      const other = await holder(app);
      expect((await other.agent.get(`/api/certifications/wallet/scan?${q(PST)}`).expect(404)).body.message).toBe('Scan not found');
      await nina.agent.get(`/api/certifications/wallet/scan?${q(EFA)}`).expect(404);
    });

    it('accept PNG and JPEG, replace an earlier scan (its file goes) and can be deleted', async () => {
      const nina = await holder(app);
      await nina.agent.put(`/api/certifications/wallet/scan?${q(ENG1)}`).set('Content-Type', 'image/png').send(tinyPng()).expect(200);
      const [first] = await scanKeysOf(app, nina.user.id);
      expect(stored(storageDir, first)).toBe(true);
      // The content decides, not the claimed type.
      const jpeg = await nina.agent.put(`/api/certifications/wallet/scan?${q(ENG1)}`).set('Content-Type', 'application/pdf').send(imageHeads.jpeg).expect(200);
      expect(jpeg.body.scan.contentType).toBe('image/jpeg');
      const [second] = await scanKeysOf(app, nina.user.id);
      expect(second).not.toBe(first);
      expect(stored(storageDir, first)).toBe(false);
      expect(stored(storageDir, second)).toBe(true);

      await nina.agent.delete(`/api/certifications/wallet/scan?${q(ENG1)}`).expect(204);
      expect(stored(storageDir, second)).toBe(false);
      const wallet = (await nina.agent.get('/api/certifications/wallet').expect(200)).body;
      expect(wallet.certificates[2].scan).toBeNull();
      await nina.agent.get(`/api/certifications/wallet/scan?${q(ENG1)}`).expect(404);
    });

    it('refuses fake, empty and oversize files, and scans of certifications not held', async () => {
      const nina = await holder(app);
      const put = (body: Buffer, type = 'application/pdf', key = PST) => nina.agent.put(`/api/certifications/wallet/scan?${q(key)}`).set('Content-Type', type).send(body);
      expect((await put(Buffer.from('%PFD not really a pdf, just text')).expect(415)).body.message).toBe('Only PDF, PNG or JPEG scans can be uploaded');
      expect((await put(imageHeads.gif, 'image/gif').expect(415)).body.message).toBe('Only PDF, PNG or JPEG scans can be uploaded');
      expect((await put(Buffer.from('{"pdf":true}'), 'application/json').expect(415)).body.message).toBe('Only PDF, PNG or JPEG scans can be uploaded');
      await put(Buffer.alloc(0)).expect(400);
      const oversize = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
      const refused = await rawPut(app, `/api/certifications/wallet/scan?${q(PST)}`, await sessionCookie(app, nina.user.email), oversize, 'application/pdf');
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).message).toBe('File exceeds maximum allowed size of 10 MB');
      expect((await put(tinyPdf(), 'application/pdf', 'mcaCertificates:nope').expect(400)).body.message).toMatch(/'mcaCertificates:nope'/);
      expect(await scanKeysOf(app, nina.user.id)).toEqual([]);
      // Exactly 10 MB is allowed.
      const atLimit = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 - tinyPdf().length)]);
      await put(atLimit).expect(200);
    });

    it('go with the details when those are removed', async () => {
      const nina = await holder(app);
      await nina.agent.put('/api/certifications/wallet/certificate').send({ key: PST, number: 'AB-1234' }).expect(200);
      await nina.agent.put(`/api/certifications/wallet/scan?${q(PST)}`).set('Content-Type', 'application/pdf').send(tinyPdf()).expect(200);
      const [key] = await scanKeysOf(app, nina.user.id);
      await nina.agent.delete(`/api/certifications/wallet/certificate?${q(PST)}`).expect(204);
      expect(stored(storageDir, key)).toBe(false);
      expect((await nina.agent.get('/api/certifications/wallet').expect(200)).body.certificates[0]).toMatchObject({ number: null, scan: null });
    });
  });

  it('shows full numbers to nobody but the owner: other modules get the last four characters and no scan', async () => {
    const nina = await holder(app);
    await nina.agent.put('/api/certifications/wallet/certificate').send({ key: PST, number: 'GB-PST-778812', expiryDate: dayFrom(200) }).expect(200);
    await nina.agent.put(`/api/certifications/wallet/scan?${q(PST)}`).set('Content-Type', 'application/pdf').send(tinyPdf()).expect(200);

    const summaries = await app.api.get(QueryBus).execute(new GetCertificateSummariesQuery(nina.user.id));
    expect(summaries).toEqual([{ key: PST, numberMasked: '•••• 8812', authority: null, issueDate: null, expiryDate: dayFrom(200), status: 'valid', hasScan: true }]);
    expect(JSON.stringify(summaries)).not.toContain('778812');

    // Another person's wallet and the public profile say nothing of it.
    const other = await holder(app);
    expect(JSON.stringify((await other.agent.get('/api/certifications/wallet').expect(200)).body)).not.toContain('778812');
    const link = (await nina.agent.post('/api/share-links').send({ purpose: 'Application' }).expect(201)).body as { token: string };
    const shared = await app.http().get(`/api/public/profile/${link.token}`);
    expect(JSON.stringify(shared.body)).not.toContain('778812');
  });

  it('keeps the reminder setting per person', async () => {
    const nina = await holder(app);
    expect((await nina.agent.put('/api/certifications/wallet/settings').send({ expiryReminders: false }).expect(200)).body).toEqual({ expiryReminders: false });
    expect((await nina.agent.get('/api/certifications/wallet').expect(200)).body.expiryReminders).toBe(false);
    const other = await holder(app);
    expect((await other.agent.get('/api/certifications/wallet').expect(200)).body.expiryReminders).toBe(true);
    await nina.agent.put('/api/certifications/wallet/settings').send({ expiryReminders: true }).expect(200);
    expect((await nina.agent.get('/api/certifications/wallet').expect(200)).body.expiryReminders).toBe(true);
  });
});
