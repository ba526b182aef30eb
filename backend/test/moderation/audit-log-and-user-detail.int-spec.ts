import { CommandBus } from '@nestjs/cqrs';
import { FlagReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { person, review, type Person, verifyEmail } from '../sharing/sharing-helpers.js';
import { admin } from './moderation-helpers.js';
import { eventsDelivered, startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';

const ORIGIN = { ip: '198.51.100.7', userAgent: 'test', requestId: 'r-1' };
const SYSTEM = '00000000-0000-4000-8000-000000000000';

type Entry = { id: string; action: string; kind: string; occurredAt: string; actor: { id: string | null; name: string }; target: { type: string; id: string; name: string | null; formerMember: boolean }; details: Record<string, unknown> };

/** A CSV file's rows as cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

describe('admin audit log (filters, pages, CSV) and the admin page on one person', () => {
  let app: TestApp;
  let boss: Person;

  beforeAll(async () => {
    app = await startTestApp();
    boss = await admin(app, 'super_admin', { firstName: 'Bea', lastName: 'Boss' });
  });
  afterAll(async () => {
    await app.close();
  });


  const log = async (query: Record<string, unknown>) => {
    const res = await boss.agent.get('/api/admin/audit-log').query(query).expect(200);
    return { entries: res.body as Entry[], total: Number(res.headers['x-total-count']) };
  };

  /** An entry written on a given day, as an admin's action would be (the log only grows). */
  const entryOn = (actorId: string, targetId: string, day: string, action = 'user.role-changed') =>
    app.em.fork().execute(
      `insert into admin_audit_log (actor_id, action, target_type, target_id, details, occurred_at) values (?, ?, 'user', ?, ?::jsonb, ?::timestamptz)`,
      [actorId, action, targetId, JSON.stringify({ from: 'crew', to: 'employer' }), `${day}T12:00:00Z`],
    );

  describe('the audit log', () => {
    it('filters by actor (id or name), one or several actions, kind and inclusive days, in pages with a total', async () => {
      const marker = `Quill${Date.now().toString(36)}`;
      const mod = await admin(app, 'moderator', { firstName: marker, lastName: 'Moderator' });
      const target = await person(app, { firstName: 'Tess', lastName: 'Target' });
      for (const day of ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04']) await entryOn(mod.user.id, target.user.id, day);
      await entryOn(mod.user.id, target.user.id, '2031-03-02', 'user.deleted');

      const mine = await log({ actorId: mod.user.id });
      expect(mine.total).toBe(5);
      expect(mine.entries[0]).toMatchObject({
        action: 'user.role-changed',
        kind: 'admin',
        occurredAt: '2031-03-04T12:00:00.000Z',
        actor: { id: mod.user.id, name: `${marker} Moderator` },
        target: { type: 'user', id: target.user.id, name: 'Tess Target', formerMember: false },
      });
      // Name search, any letter case, and pages
      const page2 = await log({ actor: marker.toLowerCase(), pageSize: 2, page: 2 });
      expect(page2.total).toBe(5);
      expect(page2.entries.map((e) => e.occurredAt.slice(0, 10))).toEqual(['2031-03-02', '2031-03-02']);
      // Days are inclusive at both ends
      const days = await log({ actorId: mod.user.id, from: '2031-03-02', to: '2031-03-03' });
      expect(days.entries.map((e) => [e.occurredAt.slice(0, 10), e.action])).toEqual([
        ['2031-03-03', 'user.role-changed'],
        ['2031-03-02', 'user.deleted'],
        ['2031-03-02', 'user.role-changed'],
      ]);
      const oneDay = await log({ actorId: mod.user.id, from: '2031-03-02', to: '2031-03-02', action: 'user.deleted' });
      expect(oneDay.entries.map((e) => e.action)).toEqual(['user.deleted']);
      // Several actions, repeated or comma-separated
      expect((await log({ actorId: mod.user.id, action: ['user.deleted', 'user.role-changed'] })).total).toBe(5);
      expect((await log({ actorId: mod.user.id, action: 'user.deleted,review.deleted' })).total).toBe(1);
      // A name nobody has matches nothing, rather than everything
      expect(await log({ actor: `nobody-${marker}` })).toEqual({ entries: [], total: 0 });
      // Once the target's account is gone it reads 'Former member'
      await boss.agent.delete(`/api/admin/users/${target.user.id}`).send({ reason: { category: 'other', note: 'Asked us to close the account' } }).expect(204);
      const [latest] = (await log({ actorId: mod.user.id })).entries;
      expect(latest.target).toEqual({ type: 'user', id: target.user.id, name: 'Former member', formerMember: true });
    });

    it("tells people's own account activity apart from admin actions", async () => {
      const agency = await person(app, { firstName: 'Ada', lastName: 'Agency' });
      await agency.agent.post('/api/user/upgrade-employer').send({ companyName: 'Blue Horizon Crew', companyType: 'recruitment_agency' }).expect(200);
      await agency.agent.post('/api/credits/add').send({ amount: 100 }).expect(200);
      await boss.agent.patch(`/api/admin/users/${agency.user.id}/role`).send({ role: 'employer' }).expect(200);
      await eventsDelivered(app);

      const own = await log({ actorId: agency.user.id, kind: 'account' });
      expect(own.entries.map((e) => [e.action, e.kind, e.actor.id])).toEqual([
        ['credits.added', 'account', agency.user.id],
        ['employer.upgraded', 'account', agency.user.id],
      ]);
      expect((await log({ actorId: agency.user.id, kind: 'admin' })).total).toBe(0);
      const bossActions = (await log({ actorId: boss.user.id, kind: 'admin' })).entries;
      expect(bossActions[0]).toMatchObject({ action: 'user.role-changed', kind: 'admin', target: { id: agency.user.id } });
    });

    it.each([
      [{ action: 'user.hacked' }, 'action must be one or more of: user.role-changed'],
      [{ action: ['user.deleted', 'nope'] }, 'action must be one or more of'],
      [{ from: '2031-02-30' }, 'from must be a date written YYYY-MM-DD'],
      [{ to: '03/04/2031' }, 'to must be a date written YYYY-MM-DD'],
      [{ from: '2031-03-04', to: '2031-03-01' }, 'to must be the same day as from or later'],
      [{ actorId: 'bea' }, 'actorId must be a user id (a UUID)'],
      [{ kind: 'mine' }, 'kind must be admin or account'],
      [{ actor: 'x'.repeat(101) }, 'actor must be at most 100 characters'],
      [{ sort: 'asc' }, 'property sort should not exist'],
    ])('refuses the filter %j with a 400 naming it, in the list and the export', async (query, message) => {
      for (const path of ['/api/admin/audit-log', '/api/admin/audit-log.csv']) {
        const res = await boss.agent.get(path).query(query).expect(400);
        expect([path, res.body.message]).toEqual([path, expect.stringContaining(message)]);
      }
    });

    it('refuses a page size over 100, and paging on the export, which holds everything', async () => {
      expect((await boss.agent.get('/api/admin/audit-log').query({ pageSize: 101 }).expect(400)).body.message).toBe('pageSize must be a whole number from 1 to 100');
      expect((await boss.agent.get('/api/admin/audit-log.csv').query({ page: 2 }).expect(400)).body.message).toBe('property page should not exist');
    });

    it('exports the filtered log as a dated CSV file whose cells can never run as formulas', async () => {
      const evil = await person(app, { firstName: '=HYPERLINK("http://evil.example")', lastName: 'Smith, "Jr"' });
      await evil.agent.post('/api/user/upgrade-employer').send({ companyName: '@SUM(1+1)', companyType: 'recruitment_agency' }).expect(200);
      await evil.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
      await eventsDelivered(app);

      const res = await boss.agent.get('/api/admin/audit-log.csv').query({ actorId: evil.user.id }).buffer(true).parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => done(null, text));
      }).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const text = res.body as string;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual(['When (UTC)', 'Kind', 'Action', 'Action code', 'Actor', 'Actor email', 'Target type', 'Target', 'Target id', 'Details', 'IP address', 'Browser']);
      expect(rows).toHaveLength(3);
      const [activated, upgraded] = rows.slice(1);
      expect(activated.slice(1, 4)).toEqual(['Account activity', 'Activated a plan (test mode)', 'subscription.activated']);
      expect(activated[9]).toMatch(/^Plan: Professional; Credits added: \$150; Until: [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      // A name that starts a formula is written as text; commas and quotes survive quoting.
      expect(upgraded[4]).toBe(`'=HYPERLINK("http://evil.example") Smith, "Jr"`);
      expect(upgraded[9]).toBe('Company: @SUM(1+1); Type: Recruitment Agency; Account type: Agency');
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"") Smith, ""Jr"""`);
      expect(text).not.toMatch(/(^|,)[=+\-@]/m);
    });

    it('writes every matching entry to the CSV, past one batch', async () => {
      const busy = await admin(app, 'admin');
      const target = await person(app);
      await app.em.fork().execute(
        `insert into admin_audit_log (actor_id, action, target_type, target_id, details, occurred_at)
         select ?, 'user.role-changed', 'user', ?, '{}'::jsonb, timestamptz '2030-01-01' + n * interval '1 second' from generate_series(1, 1205) n`,
        [busy.user.id, target.user.id],
      );
      const res = await boss.agent.get('/api/admin/audit-log.csv').query({ actorId: busy.user.id }).expect(200);
      const rows = parseCsv(String(res.text).slice(1));
      expect(rows).toHaveLength(1206);
      expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(1205);
    });
  });

  describe('GET /api/admin/users/{userId}/detail', () => {
    it('answers signed-out visitors 401, non-admins 403, and unknown or deleted people 404', async () => {
      const crew = await person(app);
      const url = `/api/admin/users/${crew.user.id}/detail`;
      await app.http().get(url).expect(401);
      expect((await crew.agent.get(url).expect(403)).body.message).toBe('Admin privileges required');
      await app.http().get('/api/admin/audit-log.csv').expect(401);
      expect((await crew.agent.get('/api/admin/audit-log.csv').expect(403)).body.message).toBe('Admin privileges required');
      expect((await boss.agent.get('/api/admin/users/00000000-0000-4000-8000-00000000beef/detail').expect(404)).body.message).toBe('User not found');
      await boss.agent.get('/api/admin/users/not-an-id/detail').expect(404);
      await boss.agent.delete(`/api/admin/users/${crew.user.id}`).send({ reason: { category: 'other', note: 'Asked us to close the account' } }).expect(204);
      expect((await boss.agent.get(url).expect(404)).body.message).toBe('User not found');
    });

    it("shows a crew member's account, reviews both ways (deleted ones too), devices and addresses, and every flag and decision", async () => {
      const casey = await person(app, { firstName: 'Casey', lastName: 'Crew' });
      const rita = await person(app, { firstName: 'Rita', lastName: 'Reviewer' });
      const owen = await person(app, { firstName: 'Owen', lastName: 'Owner' });
      const wendy = await person(app, { firstName: 'Wendy', lastName: 'Writer' });
      const received = await review(casey, rita, { text: 'Casey ran a tight deck all season long, always first up.', rating: 4 });
      const toDelete = await review(casey, owen, { text: 'Casey knows the tender inside out and drives it with care.', confirm: false });
      // Of someone else than Owen: reviews both ways would be flagged as reciprocal.
      const written = await review(wendy, casey, { text: 'Owen is a patient teacher and a reliable engineer on watch.', rating: 5, confirm: false });
      await app.api.get(CommandBus).execute(new FlagReviewCommand(received, SYSTEM, { category: 'other', note: 'Reviewer and reviewee signed in from the same device' }, ORIGIN));
      await boss.agent.post(`/api/admin/reviews/${received}/clear-flag`).send({ reason: { category: 'confirmed-genuine', note: 'Checked with the captain' } }).expect(204);
      await boss.agent.delete(`/api/admin/reviews/${toDelete}`).send({ reason: { category: 'spam', note: 'Posted twice by mistake' } }).expect(204);
      await boss.agent.patch(`/api/admin/users/${casey.user.id}/role`).send({ role: 'agency' }).expect(200);
      await boss.agent.patch(`/api/admin/users/${casey.user.id}/role`).send({ role: 'crew' }).expect(200);
      // Rita signs in on Casey's browser: the device rule's evidence.
      const deviceId = casey.agent.jar.getCookie('crew.did', { domain: '127.0.0.1', path: '/', script: false, secure: false } as never)?.value;
      await casey.agent.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.77').send({ email: casey.user.email, password: STRONG_PASSWORD }).expect(200);
      await app.http().post('/api/auth/login').set('Cookie', `crew.did=${deviceId}`).set('X-Forwarded-For', '198.51.100.77')
        .send({ email: rita.user.email, password: STRONG_PASSWORD }).expect(200);

      const { body } = await boss.agent.get(`/api/admin/users/${casey.user.id}/detail`).expect(200);
      expect(body.account).toMatchObject({ id: casey.user.id, firstName: 'Casey', lastName: 'Crew', email: casey.user.email, role: 'crew', adminLevel: null, isVerified: false });
      expect(Date.parse(body.account.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(body.billing).toBeNull();

      expect(body.reviewsReceived.total).toBe(2);
      expect(body.reviewsReceived.reviews.map((r: Record<string, unknown>) => [r.id, r.status, r.otherParty, r.rating, r.flaggedAsSuspicious])).toEqual([
        [toDelete, 'deleted', { id: owen.user.id, name: 'Owen Owner', formerMember: false }, 5, false],
        [received, 'confirmed', { id: rita.user.id, name: 'Rita Reviewer', formerMember: false }, 4, false],
      ]);
      expect(body.reviewsReceived.reviews[0].deletedAt).toEqual(expect.any(String));
      expect(body.reviewsWritten).toEqual({
        total: 1,
        reviews: [expect.objectContaining({ id: written, status: 'pending', otherParty: { id: wendy.user.id, name: 'Wendy Writer', formerMember: false }, rating: 5, deletedAt: null })],
      });

      const steps = body.moderation.steps.map((s: { action: string; review: { id: string } | null; actor: { id: string | null } }) => [s.action, s.review?.id ?? null, s.actor.id]);
      expect(steps).toEqual([
        ['user.role-changed', null, boss.user.id],
        ['user.role-changed', null, boss.user.id],
        ['ReviewDeleted', toDelete, boss.user.id],
        ['ReviewFlagCleared', received, boss.user.id],
        ['ReviewFlagged', received, SYSTEM],
      ]);
      expect(body.moderation.steps[0].details).toEqual({ from: 'agency', to: 'crew' });
      expect(body.moderation.steps[3]).toMatchObject({ kind: 'admin', review: { side: 'received' }, details: { notes: 'Checked with the captain' } });
      expect(body.moderation.steps[4].details).toEqual({ reason: 'Other: Reviewer and reviewee signed in from the same device' });

      const sightings = body.sightings;
      expect(sightings.ipWindowDays).toBe(30);
      expect(sightings.devices).toHaveLength(1);
      // Sign-up, the review Casey wrote, and the sign-in: all on one browser.
      expect(sightings.devices[0]).toMatchObject({ fingerprint: expect.stringMatching(/^[0-9a-f]{12}$/), timesSeen: 3 });
      expect(sightings.devices[0].otherAccounts).toEqual([expect.objectContaining({ person: { id: rita.user.id, name: 'Rita Reviewer', formerMember: false }, timesSeen: 1 })]);
      const address = sightings.signInIps.find((ip: { ip: string }) => ip.ip === '198.51.100.77');
      expect(address).toMatchObject({ timesSeen: 1, comparedByFraudRules: true });
      expect(address.otherAccounts.map((o: { person: { id: string } }) => o.person.id)).toEqual([rita.user.id]);
      expect(JSON.stringify(body)).not.toContain(deviceId);
    });

    it("shows an employer's plan, expiry, credits and contact requests", async () => {
      const erin = await person(app, { firstName: 'Erin', lastName: 'Employer' });
      await verifyEmail(app, erin.user.email);
      await erin.agent.post('/api/user/upgrade-employer').send({ companyName: 'Blue Horizon Crew', companyType: 'management_company' }).expect(200);
      await erin.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
      const crew = await person(app, { firstName: 'Casey', lastName: 'Crew' });
      await crew.agent.patch('/api/user/profile').send({ searchable: true }).expect(200);
      const sent = await erin.agent.post('/api/contact-requests').send({ crewId: crew.user.id, message: 'Hello! We would like to talk to you about a Chief Officer position.' }).expect(201);

      const { body } = await boss.agent.get(`/api/admin/users/${erin.user.id}/detail`).expect(200);
      expect(body.account.role).toBe('employer');
      expect(body.billing).toMatchObject({
        plan: 'professional',
        status: 'active',
        expiresAt: expect.any(String),
        company: { name: 'Blue Horizon Crew', type: 'management_company', verified: false },
        contactRequests: { total: 1, pending: 1, accepted: 0, declined: 0, recent: [expect.objectContaining({ id: sent.body.id, crewId: crew.user.id, status: 'pending', respondedAt: null })] },
      });
      // Professional adds its price as credits; one contact is within the plan's allowance.
      expect(body.billing.creditsBalance).toBe(150);
      expect(Date.parse(body.billing.expiresAt)).toBeGreaterThan(Date.now());
    });
  });
});
