import type { INestApplicationContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { person, review, verifyEmail, type Person } from '../sharing/sharing-helpers.js';
import { crew, employer, settled } from '../search/search-helpers.js';
import { createWorkerApp } from '../../src/bootstrap.js';
import { binary, readPdf } from '../support/pdf-files.js';
import { until } from '../support/private-redis.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Report {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  crewId: string | null;
  crewName: string;
  sha256: string | null;
  issuedAt: string | null;
  downloadable: boolean;
  verifyUrl: string;
}

const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).text;

describe('verification reports: employers order a PDF on a crew member that anyone can check', () => {
  let app: TestApp;
  let restartedWorker: INestApplicationContext | undefined;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    // TestApp.close() closes the worker it started; a worker started again by a test closes here.
    await restartedWorker?.close();
    await app.close();
  });

  const order = (from: Person, to: Person | string) =>
    from.agent.post('/api/verification-reports').send({ crewId: typeof to === 'string' ? to : to.user.id, reportType: 'background_check' });

  async function reportOf(owner: Person, id: string): Promise<Report> {
    const list = (await owner.agent.get('/api/verification-reports').expect(200)).body as Report[];
    return list.find((r) => r.id === id)!;
  }

  async function built(owner: Person, id: string, status: Report['status'] = 'ready'): Promise<Report> {
    await until(`report ${id} ${status}`, async () => (await reportOf(owner, id)).status === status);
    return reportOf(owner, id);
  }

  const download = (owner: Person, id: string) => owner.agent.get(`/api/verification-reports/${id}/pdf`).buffer(true).parse(binary);

  it('is for employers and agencies whose plan includes reports, with the spec gate messages', async () => {
    const target = await crew(app, { firstName: 'Gate', lastName: 'Keeper' });
    await app.http().post('/api/verification-reports').send({ crewId: target.user.id, reportType: 'background_check' }).expect(401);
    expect((await order(target, target).expect(403)).body.message).toBe('Employer Access Required');
    expect((await order(await employer(app, null), target).expect(403)).body.message).toBe('Premium Subscription Required');
    expect((await order(await employer(app, 'basic'), target).expect(403)).body.message).toBe('The Basic plan does not include verification reports');
  });

  it('refuses bad input naming the field, and reaches only crew who chose to be found', async () => {
    const agency = await employer(app, 'professional');
    const hidden = await crew(app, { firstName: 'Not', lastName: 'Searchable' }, { searchable: false });
    expect(JSON.stringify((await agency.agent.post('/api/verification-reports').send({ crewId: 'nope', reportType: 'background_check' }).expect(400)).body)).toContain(
      'crewId must be the id of a crew member',
    );
    expect(JSON.stringify((await agency.agent.post('/api/verification-reports').send({ crewId: hidden.user.id, reportType: 'credit_check' }).expect(400)).body)).toContain(
      'reportType must be one of: background_check',
    );
    expect((await order(agency, hidden).expect(404)).body.message).toBe('Crew member not found');
    expect((await order(agency, await employer(app, 'basic')).expect(404)).body.message).toBe('Crew member not found');
    await order(agency, '00000000-0000-4000-8000-000000000000').expect(404);
    // Nothing was counted for the refusals.
    const usage = (await agency.agent.get('/api/user/subscription').expect(200)).body.limits.features as Array<{ feature: string; used: number }>;
    expect(usage.find((u) => u.feature === 'verification_report')?.used).toBe(0);
    expect((await agency.agent.get('/api/verification-reports').expect(200)).body).toEqual([]);
  });

  it('builds a PDF naming the crew member, their certificates and verified reviews, tells them who ordered it, and verifies by SHA-256', async () => {
    const agency = await employer(app, 'professional');
    const eleni = await crew(
      app,
      { firstName: 'Ελένη', lastName: 'Пападопулова' },
      { position: 'Chief Officer', rank: 'chief-officer', experienceYears: 12, location: 'Piraeus', stcwEndorsements: ['pst', 'ecdis'], certifications: ['ENG1 Medical'] },
    );
    const colleague = await person(app, { firstName: 'Sam', lastName: 'Reviewer' });
    await verifyEmail(app, colleague.user.email);
    await review(eleni, colleague, { text: 'Ran the bridge with calm authority through a Biscay gale.' });
    const other = await person(app, { firstName: 'Kim', lastName: 'Hidden' });
    await verifyEmail(app, other.user.email);
    await review(eleni, other, { text: 'A review she chose to hide from her profile.', hide: true });
    await settled(app);

    const ordered = (await order(agency, eleni).expect(201)).body as Report;
    expect(ordered).toMatchObject({ status: 'pending', crewId: eleni.user.id, crewName: 'Ελένη Пападопулова', downloadable: false, sha256: null });
    expect(ordered.verifyUrl).toBe(`${app.config.APP_URL}/verify/${ordered.id}`);

    const told = await app.smtp.waitFor(eleni.user.email, /Harbour Crew Ltd ordered a verification report/);
    expect(told.text).toContain('Harbour Crew Ltd ordered a verification report on you');

    const ready = await built(agency, ordered.id);
    expect(ready).toMatchObject({ status: 'ready', downloadable: true });
    const res = await download(agency, ordered.id).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="verification-report-${ordered.id}.pdf"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(pdf);
    for (const expected of [
      'Verification report',
      ordered.id,
      // Not verified by a domain address or an admin: the report says so where it names the company.
      'Ordered by: Harbour Crew Ltd (Recruitment Agency, unverified company)',
      'Ελένη Пападопулова',
      'Chief Officer',
      '12 years',
      'Personal Survival Techniques — STCW A-VI/1-1',
      'ENG1 Medical',
      'Ran the bridge with calm authority through a Biscay gale.',
      'M/Y Secret Vessel',
      'identity verified',
      'Fraud checks: warning: reviewer account less than a day old.',
      'What this report does not prove',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    // The URL may wrap at a hyphen of the id.
    expect(text.replace(/\s+/g, '')).toContain(`/verify/${ordered.id}`);
    // Named for what it holds: a snapshot of the profile, not a background check.
    expect(text).toContain('Profile verification report');
    expect(text).not.toMatch(/background check/i);
    expect(text).not.toContain('A review she chose to hide');
    expect(text).not.toContain(eleni.user.email);

    // Anyone holding the file can check it: the hash of these bytes is the one issued.
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    expect(ready.sha256).toBe(sha256);
    const publicView = (await app.http().get(`/api/public/reports/${ordered.id}`).expect(200)).body;
    expect(publicView).toEqual({
      id: ordered.id,
      reportType: 'background_check',
      genuine: true,
      sha256,
      issuedAt: ready.issuedAt,
      crewName: 'Ελένη Пападопулова',
      companyName: 'Harbour Crew Ltd',
      companyType: 'recruitment_agency',
      companyVerified: false,
      companyVerifiedOnReport: false,
    });

    // Only the employer who ordered it downloads it; to anyone else it does not exist.
    await download(await employer(app, 'professional'), ordered.id).expect(404);
    await download(eleni, ordered.id).expect(404);
    await app.http().get(`/api/verification-reports/${ordered.id}/pdf`).expect(401);
    await app.http().get('/api/public/reports/00000000-0000-4000-8000-000000000000').expect(404);
    await app.http().get('/api/public/reports/not-a-report').expect(404);

    // Issued reports are final: not even the database accepts an edit of what was issued.
    await expect(app.em.fork().getConnection().execute(`update verification_reports set sha256 = repeat('0', 64) where id = ?`, [ordered.id])).rejects.toThrow(
      /issued and final/,
    );
  });

  it('counts each order against the month and refuses past the plan limit', async () => {
    const agency = await employer(app, 'professional');
    const target = await crew(app, { firstName: 'Limit', lastName: 'Tester' });
    const first = (await order(agency, target).expect(201)).body as Report;
    const second = (await order(agency, target).expect(201)).body as Report;
    expect(first.id).not.toBe(second.id);
    expect((await order(agency, target).expect(403)).body.message).toBe('Monthly limit of 2 verification reports reached on the Professional plan');
    const usage = (await agency.agent.get('/api/user/subscription').expect(200)).body.limits.features as Array<{ feature: string; used: number }>;
    expect(usage.find((u) => u.feature === 'verification_report')?.used).toBe(2);
    // A new order makes a new report: both are built, each with its own hash.
    const [a, b] = [await built(agency, first.id), await built(agency, second.id)];
    expect(a.sha256).not.toBe(b.sha256);
  });

  it('marks a report that cannot be built as failed and gives its allowance back', async () => {
    const agency = await employer(app, 'professional');
    const target = await crew(app, { firstName: 'Broken', lastName: 'Snapshot' });
    const db = app.em.fork().getConnection();
    // Stop the worker from taking the order before the test breaks its snapshot.
    await app.worker.close();
    try {
      const ordered = (await order(agency, target).expect(201)).body as Report;
      await db.execute(`update verification_reports set snapshot = '{"crew": null}' where id = ?`, [ordered.id]);
      const usage = async () =>
        ((await agency.agent.get('/api/user/subscription').expect(200)).body.limits.features as Array<{ feature: string; used: number }>).find(
          (u) => u.feature === 'verification_report',
        )?.used;
      expect(await usage()).toBe(1);
      await restartWorker();
      const failed = await built(agency, ordered.id, 'failed');
      expect(failed).toMatchObject({ downloadable: false, sha256: null });
      expect(await usage()).toBe(0);
      await app.http().get(`/api/public/reports/${ordered.id}`).expect(404);
    } finally {
      await restartWorker();
    }
  });

  async function restartWorker() {
    restartedWorker ??= await createWorkerApp(app.config);
  }

  it('fails a report still waiting when the crew member deletes their account, and gives its allowance back', async () => {
    const agency = await employer(app, 'professional');
    const leaving = await crew(app, { firstName: 'Gone', lastName: 'Beforehand' });
    // The worker (restarted by the test above) must not build the order before the deletion.
    await restartedWorker?.close();
    restartedWorker = undefined;
    try {
      const ordered = (await order(agency, leaving).expect(201)).body as Report;
      await leaving.agent.delete('/api/user/account').send({ password: 'anchor-watch-at-dawn-42' }).expect(204);
      await restartWorker();
      expect(await built(agency, ordered.id, 'failed')).toMatchObject({ crewId: null, crewName: 'Former member', downloadable: false, sha256: null });
      const features = (await agency.agent.get('/api/user/subscription').expect(200)).body.limits.features as Array<{ feature: string; used: number }>;
      expect(features.find((u) => u.feature === 'verification_report')?.used).toBe(0);
    } finally {
      await restartWorker();
    }
  });

  it("forgets the crew member's name and file when they delete their account, while the report's hash still verifies", async () => {
    const agency = await employer(app, 'enterprise');
    const leaving = await crew(app, { firstName: 'Lea', lastName: 'Leaving' });
    const ordered = (await order(agency, leaving).expect(201)).body as Report;
    const ready = await built(agency, ordered.id);
    await leaving.agent.delete('/api/user/account').send({ password: 'anchor-watch-at-dawn-42' }).expect(204);

    expect(await reportOf(agency, ordered.id)).toMatchObject({ crewId: null, crewName: 'Former member', downloadable: false, sha256: ready.sha256 });
    await download(agency, ordered.id).expect(404);
    expect((await app.http().get(`/api/public/reports/${ordered.id}`).expect(200)).body).toMatchObject({ crewName: 'Former member', sha256: ready.sha256 });
    const [row] = await app.em.fork().getConnection().execute(`select * from verification_reports where id = ?`, [ordered.id]);
    expect(JSON.stringify(row)).not.toContain('Leaving');
  });
});
