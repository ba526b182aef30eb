import { admin } from '../moderation/moderation-helpers.js';
import { crew, settled } from '../search/search-helpers.js';
import { person, type Person, verifyEmail } from '../sharing/sharing-helpers.js';
import { binary, readPdf } from '../support/pdf-files.js';
import { until } from '../support/private-redis.js';
import { linkIn } from '../support/smtp-sink.js';
import { startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';

const REASON = { category: 'confirmed-genuine', note: 'Checked the MLC 2006 recruitment and placement licence with the flag state.' };

/** DESIGN.md, "Companies": who may contact crew and order reports, and how crew learn whether a company is real. */
describe('companies crew can trust', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** An agency with a Professional plan; its email confirmed unless told otherwise. */
  async function agency(options: { confirmed?: boolean; companyName?: string } = {}): Promise<Person> {
    const someone = await person(app, { firstName: 'Bea', lastName: 'Bluewater' });
    if (options.confirmed !== false) await verifyEmail(app, someone.user.email);
    await someone.agent
      .post('/api/user/upgrade-employer')
      .send({ companyName: options.companyName ?? 'Bluewater Crew Agency', companyType: 'recruitment_agency', licenseNumber: 'MLC-RPS-0042' })
      .expect(200);
    await someone.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
    return someone;
  }

  const contact = (from: Person, to: Person) => from.agent.post('/api/contact-requests').send({ crewId: to.user.id, message: 'Hello! We have a Chief Officer position.' });
  const order = (from: Person, to: Person) => from.agent.post('/api/verification-reports').send({ crewId: to.user.id, reportType: 'background_check' });
  const company = async (owner: Person) => (await owner.agent.get('/api/company').expect(200)).body;

  describe('a confirmed account email before contact and reports', () => {
    it('refuses an employer whose email is not confirmed, writing and counting nothing, and lets them once it is', async () => {
      const unconfirmed = await agency({ confirmed: false });
      const marina = await crew(app, { firstName: 'Marina', lastName: 'Confirmed' });
      expect((await contact(unconfirmed, marina).expect(403)).body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Confirm your email address before contacting crew' });
      expect((await order(unconfirmed, marina).expect(403)).body.message).toBe('Confirm your email address before ordering reports');
      expect((await unconfirmed.agent.get('/api/contact-requests').expect(200)).body).toEqual([]);
      expect((await unconfirmed.agent.get('/api/verification-reports').expect(200)).body).toEqual([]);
      const usage = (await unconfirmed.agent.get('/api/user/subscription').expect(200)).body.limits.features as Array<{ feature: string; used: number }>;
      expect(usage.every((u) => u.used === 0)).toBe(true);
      // Nothing but her own sign-up confirmation (which may or may not have arrived yet) reached her.
      expect(app.smtp.mailsTo(marina.user.email).filter((mail) => !/^Confirm your email/.test(mail.subject))).toEqual([]);

      // The plan's gate still speaks first: a crew account hears it needs an employer account.
      const crewMember = await person(app);
      expect((await contact(crewMember, marina).expect(403)).body.message).toBe('Employer Access Required');

      await verifyEmail(app, unconfirmed.user.email);
      await contact(unconfirmed, marina).expect(201);
      await order(unconfirmed, marina).expect(201);
    });
  });

  describe('verification by an email address on the company web domain', () => {
    it('refuses free mail and other domains with the reason, mails a link that verifies the company, and shows crew the change', async () => {
      const bea = await agency();
      const casey = await crew(app, { firstName: 'Casey', lastName: 'Deckhand' });
      const sent = (await contact(bea, casey).expect(201)).body;
      expect(sent.company).toEqual({ name: 'Bluewater Crew Agency', type: 'recruitment_agency', verified: false });

      expect(await company(bea)).toEqual({
        name: 'Bluewater Crew Agency',
        type: 'recruitment_agency',
        licenseNumber: 'MLC-RPS-0042',
        verified: false,
        verification: null,
        pendingDomainEmail: null,
      });

      const send = (body: object) => bea.agent.post('/api/company/domain-email').send(body);
      expect((await send({ website: 'bluewatercrew.com', email: 'bea.bluewater@gmail.com' }).expect(400)).body.message).toBe(
        "gmail.com is a free email provider, not your company's own domain: use an address on your company's web domain",
      );
      expect((await send({ website: 'outlook.com', email: 'bea@outlook.com' }).expect(400)).body.message).toContain('outlook.com is a free email provider');
      expect((await send({ website: 'bluewatercrew.com', email: 'hr@harbourcrew.com' }).expect(400)).body.message).toBe(
        "hr@harbourcrew.com is not an address on bluewatercrew.com: use an address on your company's web domain",
      );
      expect((await send({ website: 'not a website', email: 'hr@bluewatercrew.com' }).expect(400)).body.message).toBe(
        "website must be your company's web domain, such as bluewatercrew.com",
      );
      expect(JSON.stringify((await send({ website: 'bluewatercrew.com', email: 'nope' }).expect(400)).body)).toContain('Please enter a valid email address');
      expect((await company(bea)).pendingDomainEmail).toBeNull();

      // A pasted web address is read as its domain; the address may be on a subdomain.
      const address = `hr.${Date.now().toString(36)}@mail.bluewatercrew.com`;
      const pending = (await send({ website: 'https://www.BlueWaterCrew.com/about', email: address }).expect(202)).body;
      expect(pending).toMatchObject({ verified: false, pendingDomainEmail: { email: address, domain: 'bluewatercrew.com', expiresAt: expect.any(String) } });

      const mail = await app.smtp.waitFor(address, /Confirm that Bluewater Crew Agency uses bluewatercrew.com/);
      expect(mail.text).toContain('Bea Bluewater asked Crew Reviews to verify the company Bluewater Crew Agency');
      const link = linkIn(mail, `${app.config.APP_URL}/api/company/domain-email/`);
      // Whoever reads that mailbox follows it, signed in or not.
      const followed = await app.http().get(new URL(link).pathname).expect(303);
      expect(followed.headers.location).toBe('/employer?companyVerified=1');

      const verified = await company(bea);
      expect(verified).toMatchObject({
        verified: true,
        verification: { method: 'domain_email', verifiedAt: expect.any(String), domain: 'bluewatercrew.com', email: address },
        pendingDomainEmail: null,
      });
      // Used once.
      expect((await app.http().get(new URL(link).pathname).expect(303)).headers.location).toBe('/employer?companyVerification=link-invalid');
      expect((await app.http().get('/api/company/domain-email/not-a-real-token-at-all-000').expect(303)).headers.location).toBe('/employer?companyVerification=link-invalid');
      expect((await send({ website: 'bluewatercrew.com', email: address }).expect(409)).body.message).toBe('This company is already verified');

      // Crew see the company as verified on the request they already hold.
      const received = (await casey.agent.get('/api/contact-requests').expect(200)).body;
      expect(received[0].company).toEqual({ name: 'Bluewater Crew Agency', type: 'recruitment_agency', verified: true });
    });

    it('keeps only the newest link live, and is for employer accounts only', async () => {
      const bea = await agency({ companyName: 'Two Links Crew' });
      const first = `first.${Date.now().toString(36)}@twolinks.com`;
      const second = `second.${Date.now().toString(36)}@twolinks.com`;
      await bea.agent.post('/api/company/domain-email').send({ website: 'twolinks.com', email: first }).expect(202);
      await bea.agent.post('/api/company/domain-email').send({ website: 'twolinks.com', email: second }).expect(202);
      const old = linkIn(await app.smtp.waitFor(first, /Confirm that/), `${app.config.APP_URL}/api/company/domain-email/`);
      expect((await app.http().get(new URL(old).pathname).expect(303)).headers.location).toBe('/employer?companyVerification=link-invalid');
      expect(await company(bea)).toMatchObject({ verified: false, pendingDomainEmail: { email: second } });

      const crewMember = await person(app);
      expect((await crewMember.agent.get('/api/company').expect(403)).body.message).toBe('Employer Access Required');
      await crewMember.agent.post('/api/company/domain-email').send({ website: 'twolinks.com', email: first }).expect(403);
      await app.http().get('/api/company').expect(401);
    });
  });

  describe('verification by an admin after checking the licence', () => {
    it('verifies and revokes with a reason, audited and emailed, shown on the person page, never on the admin’s own company', async () => {
      const boss = await admin(app, 'admin', { firstName: 'Ada', lastName: 'Admin' });
      const bea = await agency({ companyName: 'Licensed Crew Ltd' });
      const path = `/api/admin/users/${bea.user.id}/company-verification`;

      expect(JSON.stringify((await boss.agent.post(path).send({}).expect(400)).body)).toContain('reason is required');
      expect((await bea.agent.post(path).send({ reason: REASON }).expect(403)).body.message).toBe('Admin privileges required');
      expect((await boss.agent.post(`/api/admin/users/${boss.user.id}/company-verification`).send({ reason: REASON }).expect(403)).body.message).toBe(
        'You cannot verify your own company',
      );
      const crewMember = await person(app);
      expect((await boss.agent.post(`/api/admin/users/${crewMember.user.id}/company-verification`).send({ reason: REASON }).expect(404)).body.message).toBe(
        'No company on file for this account',
      );

      const verified = (await boss.agent.post(path).send({ reason: REASON }).expect(200)).body;
      expect(verified).toMatchObject({ name: 'Licensed Crew Ltd', verified: true, verification: { method: 'admin', domain: null, email: null } });
      expect(await company(bea)).toMatchObject({ verified: true, verification: { method: 'admin' } });
      const told = await app.smtp.waitFor(bea.user.email, /Licensed Crew Ltd is now a verified company/);
      expect(told.text).toContain('Reason given: Confirmed genuine: Checked the MLC 2006 recruitment and placement licence');
      expect((await boss.agent.post(path).send({ reason: REASON }).expect(409)).body.message).toBe('This company is already verified');

      const detail = (await boss.agent.get(`/api/admin/users/${bea.user.id}/detail`).expect(200)).body;
      expect(detail.billing.company).toEqual({
        name: 'Licensed Crew Ltd',
        type: 'recruitment_agency',
        licenseNumber: 'MLC-RPS-0042',
        verified: true,
        verification: { method: 'admin', verifiedAt: expect.any(String), domain: null },
      });
      expect(detail.moderation.steps).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'company.verified', actor: expect.objectContaining({ id: boss.user.id }), details: { companyName: 'Licensed Crew Ltd', reason: REASON } })]),
      );

      const withdrawal = { category: 'fake-account', note: 'The licence number belongs to another agency.' };
      const revoked = (await boss.agent.delete(path).send({ reason: withdrawal }).expect(200)).body;
      expect(revoked).toMatchObject({ verified: false, verification: null });
      await app.smtp.waitFor(bea.user.email, /Licensed Crew Ltd is no longer a verified company/);
      expect((await boss.agent.delete(path).send({ reason: withdrawal }).expect(409)).body.message).toBe('This company is not verified');

      const audit = (await boss.agent.get('/api/admin/audit-log').query({ action: 'company.verified,company.verification-revoked', actorId: boss.user.id }).expect(200)).body;
      expect(audit.map((entry: { action: string; target: { id: string }; details: object }) => [entry.action, entry.target.id, entry.details])).toEqual([
        ['company.verification-revoked', bea.user.id, { companyName: 'Licensed Crew Ltd', reason: withdrawal }],
        ['company.verified', bea.user.id, { companyName: 'Licensed Crew Ltd', reason: REASON }],
      ]);
    });

    it('lets only a super admin act on a super admin’s company', async () => {
      const mod = await admin(app, 'moderator');
      const top = await admin(app, 'super_admin');
      await top.agent.post('/api/user/upgrade-employer').send({ companyName: 'Top Crew', companyType: 'yacht_owner' }).expect(200);
      expect((await mod.agent.post(`/api/admin/users/${top.user.id}/company-verification`).send({ reason: REASON }).expect(403)).body.message).toBe(
        'Only a super admin can act on a super admin',
      );
    });
  });

  describe("'Unverified company' on the report and at /verify", () => {
    it('prints an unverified company as such on the PDF, and /verify follows the company as it is now', async () => {
      const boss = await admin(app, 'admin');
      const bea = await agency({ companyName: 'Report Crew Agency' });
      const nina = await crew(app, { firstName: 'Nina', lastName: 'Navigator' }, { position: 'Second Officer' });
      await settled(app);
      const ordered = (await order(bea, nina).expect(201)).body as { id: string };
      await until(`report ${ordered.id} ready`, async () => {
        const list = (await bea.agent.get('/api/verification-reports').expect(200)).body as Array<{ id: string; status: string }>;
        return list.find((r) => r.id === ordered.id)?.status === 'ready';
      });
      const pdf = (await bea.agent.get(`/api/verification-reports/${ordered.id}/pdf`).buffer(true).parse(binary).expect(200)).body as Buffer;
      const text = (await readPdf(pdf)).text.replace(/\s+/g, ' ');
      expect(text).toContain('Ordered by: Report Crew Agency (Recruitment Agency, unverified company)');
      expect(text).toContain('Unverified company: Crew Reviews has not yet confirmed that this company is who it says it is');

      const publicReport = () => app.http().get(`/api/public/reports/${ordered.id}`).expect(200).then((res) => res.body);
      expect(await publicReport()).toMatchObject({ companyName: 'Report Crew Agency', companyType: 'recruitment_agency', companyVerified: false, companyVerifiedOnReport: false });

      await boss.agent.post(`/api/admin/users/${bea.user.id}/company-verification`).send({ reason: REASON }).expect(200);
      // The PDF cannot change (its hash is the proof); /verify says what is true now.
      expect(await publicReport()).toMatchObject({ companyVerified: true, companyVerifiedOnReport: false });
    });
  });

  it('sends a welcome email that speaks to employers who signed up as one, landing on the Employer page', async () => {
    const email = uniqueEmail('employer');
    const agent = app.agent();
    await agent.post('/api/auth/signup').send({ email, firstName: 'Eve', lastName: 'Owner', password: 'anchor-watch-at-dawn-42', intent: 'employer' }).expect(201);
    const welcome = await app.smtp.waitFor(email, /Confirm your email/);
    expect(welcome.text).toContain('contacting crew and ordering verification reports need a confirmed address');
    expect(welcome.text).toContain('Add your company there and choose a plan');
    expect(welcome.text).not.toContain('Reviews you write count as verified');
    const landed = await app.agent().get(new URL(linkIn(welcome, `${app.config.APP_URL}/api/auth/email-link/`)).pathname).expect(303);
    expect(landed.headers.location).toBe('/employer?emailConfirmed=1');

    const crewEmail = uniqueEmail('crew');
    await app.agent().post('/api/auth/signup').send({ email: crewEmail, firstName: 'Cy', lastName: 'Crew', password: 'anchor-watch-at-dawn-42' }).expect(201);
    expect((await app.smtp.waitFor(crewEmail, /Confirm your email/)).text).toContain('Reviews you write count as verified');
    expect(JSON.stringify((await app.agent().post('/api/auth/signup').send({ email: uniqueEmail(), firstName: 'A', lastName: 'B', password: 'anchor-watch-at-dawn-42', intent: 'admin' }).expect(400)).body)).toContain(
      'intent must be one of: crew, employer',
    );
  });
});
