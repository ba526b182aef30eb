import { ADMIN_USER_SEARCH_COUNT_CAP } from '@crew/contracts/user-values';
import { CommandBus } from '@nestjs/cqrs';
import { FlagReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { allKeys, person, review, type Person } from '../sharing/sharing-helpers.js';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import { admin } from './moderation-helpers.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = { ip: '198.51.100.7', userAgent: 'test', requestId: 'r-1' };
const because = (note: string, category = 'confirmed-genuine') => ({ reason: { category, note } });

describe('admin area: users, roles and admin levels, reviews and their history, the audit log', () => {
  let app: TestApp;
  let boss: Person;

  beforeAll(async () => {
    app = await startTestApp();
    boss = await admin(app, 'super_admin', { firstName: 'Bea', lastName: 'Boss' });
  });
  afterAll(async () => {
    await app.close();
  });


  async function flaggedReview(owner: Person, reason = 'Reviewer and reviewee signed in from the same device') {
    const id = await review(owner, await person(app, { firstName: 'Rita', lastName: 'Reviewer' }), { text: `Solid bosun, ran a tight deck ${Math.random()}.`, confirm: false });
    await app.api.get(CommandBus).execute(new FlagReviewCommand(id, '00000000-0000-4000-8000-000000000000', { category: 'other', note: reason }, ORIGIN));
    return id;
  }

  const ADMIN_ROUTES: Array<[string, string, object?]> = [
    ['get', '/api/admin/system-stats'],
    ['get', '/api/admin/users'],
    ['get', '/api/admin/reviews'],
    ['get', '/api/admin/suspicious-reviews'],
    ['get', '/api/admin/audit-log'],
    ['get', '/api/admin/analytics'],
    ['patch', '/api/admin/users/00000000-0000-4000-8000-000000000001/role', { role: 'employer' }],
    ['patch', '/api/admin/users/00000000-0000-4000-8000-000000000001/admin-level', { adminLevel: 'admin', ...because('Runs the night shift') }],
    ['delete', '/api/admin/users/00000000-0000-4000-8000-000000000001', because('Fake account, reported twice', 'fake-account')],
    ['get', '/api/admin/reviews/00000000-0000-4000-8000-000000000001/history'],
    ['post', '/api/admin/reviews/00000000-0000-4000-8000-000000000001/flag', because('Looks copied from another', 'spam')],
    ['post', '/api/admin/reviews/00000000-0000-4000-8000-000000000001/clear-flag', because('Checked with the captain')],
    ['post', '/api/admin/reviews/00000000-0000-4000-8000-000000000001/verify', because('Checked with the captain')],
    ['delete', '/api/admin/reviews/00000000-0000-4000-8000-000000000001', because('Spam posted twice', 'spam')],
  ];

  it('answers anonymous visitors 401 and every non-admin account 403, never the data', async () => {
    const crew = await person(app);
    const employer = await person(app);
    const agency = await person(app);
    await app.em.fork().execute(`update users set role = 'employer' where id = ?`, [employer.user.id]);
    await app.em.fork().execute(`update users set role = 'agency' where id = ?`, [agency.user.id]);
    for (const [method, path, body] of ADMIN_ROUTES) {
      const call = (agent: ReturnType<TestApp['agent']> | ReturnType<TestApp['http']>) =>
        (agent as unknown as Record<string, (p: string) => { send(b?: object): Promise<{ status: number; body: { message?: string } }> }>)[method](path).send(body);
      expect([path, (await call(app.http())).status]).toEqual([path, 401]);
      for (const someone of [crew, employer, agency]) {
        const res = await call(someone.agent);
        expect([path, res.status, res.body.message]).toEqual([path, 403, 'Admin privileges required']);
      }
    }
  });

  it('counts users and reviews for the dashboard', async () => {
    const before = (await boss.agent.get('/api/admin/system-stats').expect(200)).body;
    const owner = await person(app);
    await app.em.fork().execute(`update users set role = 'agency' where id = ?`, [(await person(app)).user.id]);
    await flaggedReview(owner);
    const after = (await boss.agent.get('/api/admin/system-stats').expect(200)).body;
    // owner, the reviewer and the agency
    expect(after.users.totalUsers - before.users.totalUsers).toBe(3);
    expect(after.users.crewMembers - before.users.crewMembers).toBe(2);
    expect(after.users.employers - before.users.employers).toBe(1);
    expect(after.users.admins).toBe(before.users.admins);
    expect(after.reviews.totalReviews - before.reviews.totalReviews).toBe(1);
    expect(after.reviews.pendingReviews - before.reviews.pendingReviews).toBe(1);
    expect(after.reviews.suspiciousReviews - before.reviews.suspiciousReviews).toBe(1);
  });

  it('counts sign-ups, reviews, and flags raised and cleared per week for the Analytics charts', async () => {
    const before = (await boss.agent.get('/api/admin/analytics').expect(200)).body;
    expect(before).toHaveLength(12);
    const owner = await person(app);
    const id = await flaggedReview(owner);
    await boss.agent.post(`/api/admin/reviews/${id}/clear-flag`).send(because('Fine after a call')).expect(204);
    const after = (await boss.agent.get('/api/admin/analytics').expect(200)).body;
    const [was, now] = [before.at(-1), after.at(-1)];
    expect(now.weekStart).toBe(was.weekStart);
    // the owner and the reviewer; one review, flagged once, cleared once
    expect([now.signUps - was.signUps, now.reviews - was.reviews, now.flagsRaised - was.flagsRaised, now.flagsCleared - was.flagsCleared]).toEqual([2, 1, 1, 1]);
    const mondays = after.map((week: { weekStart: string }) => new Date(`${week.weekStart}T00:00:00Z`).getUTCDay());
    expect(new Set(mondays)).toEqual(new Set([1]));
    await (await person(app)).agent.get('/api/admin/analytics').expect(403);
  });

  it('keeps the weekly sign-ups equal to the accounts there are, through deletions, moved sign-up dates and profile edits', async () => {
    const weeks = async () => (await boss.agent.get('/api/admin/analytics').expect(200)).body as Array<{ weekStart: string; signUps: number }>;
    const recount = async () => {
      const rows = await app.em.fork().execute<Array<{ week: string; n: number }>>(
        `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as n from users group by 1`,
      );
      return Object.fromEntries(rows.map((r) => [r.week, r.n]));
    };
    const [kept, staying, moved] = [await person(app), await person(app), await person(app)];
    // Moved back three weeks (as an import of older accounts would), one account deleted, one profile edited.
    await app.em.fork().execute(`update users set created_at = created_at - interval '21 days' where id = ?`, [moved.user.id]);
    await app.em.fork().execute(`update users set first_name = 'Edited' where id = ?`, [staying.user.id]);
    await boss.agent.delete(`/api/admin/users/${kept.user.id}`).send(because('Fake account, reported twice', 'fake-account')).expect(204);

    const expected = await recount();
    const shown = await weeks();
    expect(shown).toHaveLength(12);
    for (const week of shown) expect([week.weekStart, week.signUps]).toEqual([week.weekStart, expected[week.weekStart] ?? 0]);
    const counters = await app.em.fork().execute<Array<{ week: string; n: number }>>(`select to_char(week_start, 'YYYY-MM-DD') as week, count::int as n from user_sign_up_weeks where count <> 0`);
    expect(Object.fromEntries(counters.map((r) => [r.week, r.n]))).toEqual(expected);
  });

  describe('users', () => {
    it('finds users by name or email and role, in pages, never with a password hash', async () => {
      const marker = `zq${Date.now().toString(36)}`;
      const found: Person[] = [];
      // One after another: the list is newest first.
      for (const n of [1, 2, 3]) found.push(await person(app, { firstName: `${marker}${n}`, lastName: 'Searchable' }));
      await app.em.fork().execute(`update users set role = 'agency' where id = ?`, [found[2].user.id]);

      const all = await boss.agent.get('/api/admin/users').query({ search: marker.toUpperCase() }).expect(200);
      expect(all.headers['x-total-count']).toBe('3');
      expect(all.headers['x-total-count-capped']).toBeUndefined();
      expect(all.body.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}3`, `${marker}2`, `${marker}1`]);
      expect(allKeys(all.body)).not.toContain('passwordHash');
      expect(JSON.stringify(all.body)).not.toMatch(/argon2/);

      const byEmail = await boss.agent.get('/api/admin/users').query({ search: found[0].user.email }).expect(200);
      expect(byEmail.body.map((u: { id: string }) => u.id)).toEqual([found[0].user.id]);
      const agencies = await boss.agent.get('/api/admin/users').query({ search: marker, role: 'agency' }).expect(200);
      expect(agencies.body.map((u: { id: string }) => u.id)).toEqual([found[2].user.id]);
      const page2 = await boss.agent.get('/api/admin/users').query({ search: marker, page: 2, pageSize: 2 }).expect(200);
      expect(page2.body.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}1`]);
      // A percent sign is a character to look for, not a wildcard.
      expect((await boss.agent.get('/api/admin/users').query({ search: '%' }).expect(200)).body).toEqual([]);
    });

    it('counts a search up to the cap and says when more match, still paging through the newest', async () => {
      const marker = `zc${Date.now().toString(36)}`;
      const source = await person(app, { firstName: marker, lastName: 'Common' });
      // Copies of one account under new ids and emails, as many as a common name finds at market size.
      const columns = (await app.em.fork().execute<Array<{ name: string }>>(
        `select column_name as name from information_schema.columns where table_name = 'users' and is_generated = 'NEVER' order by ordinal_position`,
      )).map((c) => `"${c.name}"`);
      await app.em.fork().execute(
        `insert into users (${columns.join(', ')}) select ${columns.map((c) => `u.${c}`).join(', ')}
         from (select * from users where id = ?) t, generate_series(1, ?::int) g,
           lateral jsonb_populate_record(null::users, to_jsonb(t) || jsonb_build_object('id', gen_random_uuid(), 'email', 'copy' || g || '.' || t.email, 'created_at', t.created_at - make_interval(secs => g))) u`,
        [source.user.id, ADMIN_USER_SEARCH_COUNT_CAP + 5],
      );
      const res = await boss.agent.get('/api/admin/users').query({ search: marker, page: 2, pageSize: 3 }).expect(200);
      expect(res.headers['x-total-count']).toBe(String(ADMIN_USER_SEARCH_COUNT_CAP));
      expect(res.headers['x-total-count-capped']).toBe('true');
      expect(res.body).toHaveLength(3);
      expect(res.body.map((u: { email: string }) => u.email)).toEqual([4, 5, 6].map((g) => `copy${g - 1}.${source.user.email}`));
      const narrower = await boss.agent.get('/api/admin/users').query({ search: `copy1000.${source.user.email}` }).expect(200);
      expect(narrower.headers['x-total-count']).toBe('1');
      expect(narrower.headers['x-total-count-capped']).toBeUndefined();
    });

    it.each([
      [{ role: 'boss' }, 'role must be crew, employer or agency'],
      [{ pageSize: 500 }, 'pageSize must be a whole number from 1 to 100'],
      [{ page: 0 }, 'page must be a whole number from 1'],
    ])('refuses the bad query %j with a 400 naming it', async (query, message) => {
      const res = await boss.agent.get('/api/admin/users').query(query).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    });

    it("changes a user's role, and records who did it, on whom and from where", async () => {
      const crew = await person(app, { firstName: 'Cody', lastName: 'Crew' });
      const res = await boss.agent.patch(`/api/admin/users/${crew.user.id}/role`).set('X-Forwarded-For', '203.0.113.50').send({ role: 'employer' }).expect(200);
      expect(res.body).toMatchObject({ id: crew.user.id, role: 'employer' });
      expect((await crew.agent.get('/api/auth/user').expect(200)).body.role).toBe('employer');
      const [entry] = (await boss.agent.get('/api/admin/audit-log').expect(200)).body;
      expect(entry).toMatchObject({
        action: 'user.role-changed',
        actor: { id: boss.user.id, name: 'Bea Boss', email: boss.user.email },
        target: { type: 'user', id: crew.user.id, name: 'Cody Crew' },
        details: { from: 'crew', to: 'employer' },
      });
      expect(entry.ip).toBeTruthy();
    });

    it('refuses a bad role, an unknown user and a malformed id, changing nothing', async () => {
      const crew = await person(app);
      expect(JSON.stringify((await boss.agent.patch(`/api/admin/users/${crew.user.id}/role`).send({ role: 'captain' }).expect(400)).body)).toContain(
        'role must be crew, employer or agency',
      );
      expect((await boss.agent.patch('/api/admin/users/00000000-0000-4000-8000-00000000dead/role').send({ role: 'crew' }).expect(404)).body.message).toBe('User not found');
      await boss.agent.patch('/api/admin/users/not-a-uuid/role').send({ role: 'crew' }).expect(404);
      expect((await crew.agent.get('/api/auth/user').expect(200)).body.role).toBe('crew');
    });

    it('lets an admin grant levels up to their own, with a reason that is audited and emailed to the person', async () => {
      const moderator = await admin(app, 'moderator');
      const target = await person(app, { firstName: 'Tess', lastName: 'Target' });
      await moderator.agent.patch(`/api/admin/users/${target.user.id}/admin-level`).send({ adminLevel: 'moderator', ...because('Helps with the weekend queue', 'other') }).expect(200);
      expect((await target.agent.get('/api/auth/user').expect(200)).body.adminLevel).toBe('moderator');
      const [entry] = (await boss.agent.get('/api/admin/audit-log').expect(200)).body;
      expect(entry).toMatchObject({
        action: 'user.admin-level-changed',
        actor: { id: moderator.user.id },
        target: { id: target.user.id },
        details: { from: null, to: 'moderator', reason: { category: 'other', note: 'Helps with the weekend queue' } },
      });
      const mail = await app.smtp.waitFor(target.user.email, /admin access/);
      expect(mail.text).toContain('You are now a moderator on Crew Reviews.');
      expect(mail.text).toContain('Reason given: Other: Helps with the weekend queue');

      await boss.agent.patch(`/api/admin/users/${target.user.id}/admin-level`).send({ adminLevel: 'superuser', ...because('Runs the night shift') }).expect(400);
      await boss.agent.patch(`/api/admin/users/${target.user.id}/admin-level`).send(because('Runs the night shift')).expect(400);
      expect(JSON.stringify((await boss.agent.patch(`/api/admin/users/${target.user.id}/admin-level`).send({ adminLevel: 'admin' }).expect(400)).body)).toContain(
        'reason is required: a category and a note of at least 10 characters',
      );
      expect(JSON.stringify((await boss.agent.patch(`/api/admin/users/${target.user.id}/admin-level`).send({ adminLevel: 'admin', ...because('too short') }).expect(400)).body)).toContain(
        'reason.note must be 10 to 1000 characters',
      );
      expect(JSON.stringify((await boss.agent.patch(`/api/admin/users/${target.user.id}/admin-level`).send({ adminLevel: 'admin', ...because('Runs the night shift', 'because') }).expect(400)).body)).toContain(
        'reason.category must be one of',
      );
      expect((await target.agent.get('/api/auth/user').expect(200)).body.adminLevel).toBe('moderator');
    });

    it('takes access away on the very next request of a demoted admin', async () => {
      const demoted = await admin(app, 'admin');
      await demoted.agent.get('/api/admin/system-stats').expect(200);
      await boss.agent.patch(`/api/admin/users/${demoted.user.id}/admin-level`).send({ adminLevel: null, ...because('Left the company last week', 'other') }).expect(200);
      expect((await demoted.agent.get('/api/admin/system-stats').expect(403)).body.message).toBe('Admin privileges required');
    });

    it('never loses the last super admin when two demote each other at once', async () => {
      await app.em.fork().execute(`update users set admin_level = 'admin' where admin_level = 'super_admin' and id <> ?`, [boss.user.id]);
      const other = await admin(app, 'super_admin');
      const results = await Promise.all([
        boss.agent.patch(`/api/admin/users/${other.user.id}/admin-level`).send({ adminLevel: 'admin', ...because('Rotating the on-call duty', 'other') }),
        other.agent.patch(`/api/admin/users/${boss.user.id}/admin-level`).send({ adminLevel: 'admin', ...because('Rotating the on-call duty', 'other') }),
      ]);
      // The second to commit is refused: it is no longer a super admin (admin-rights.int-spec.ts covers the rest).
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      const [row] = await app.em.fork().execute(`select count(*)::int as n from users where admin_level = 'super_admin'`);
      expect(row.n).toBe(1);
      // Whoever is left a super admin puts the other back, for the tests that follow.
      const [left] = await app.em.fork().execute(`select id from users where admin_level = 'super_admin'`);
      if (left.id !== boss.user.id) await app.em.fork().execute(`update users set admin_level = 'super_admin' where id = ?`, [boss.user.id]);
    });
  });

  describe('reviews', () => {
    it('lists every review and the suspicious ones with their reasons and the reviewee', async () => {
      const owner = await person(app, { firstName: 'Olga', lastName: 'Owner' });
      const id = await flaggedReview(owner);
      const all = (await boss.agent.get('/api/admin/reviews').expect(200)).body;
      expect(all.find((r: { id: string }) => r.id === id)).toMatchObject({ revieweeName: 'Olga Owner', flaggedAsSuspicious: true });
      const suspicious = (await boss.agent.get('/api/admin/suspicious-reviews').expect(200)).body;
      expect(suspicious.find((r: { id: string }) => r.id === id)).toMatchObject({
        flaggingReason: 'Other: Reviewer and reviewee signed in from the same device',
        reviewerPosition: 'Chief Officer',
        reviewerVessel: 'M/Y Secret Vessel',
      });
      expect(suspicious.every((r: { flaggedAsSuspicious: boolean }) => r.flaggedAsSuspicious)).toBe(true);
    });

    it("opens a review's whole history, oldest first, with who did what and from where", async () => {
      const owner = await person(app, { firstName: 'Olga', lastName: 'Owner' });
      const id = await flaggedReview(owner);
      await boss.agent.post(`/api/admin/reviews/${id}/clear-flag`).send(because('  Shipmates sharing one laptop on board.  ')).expect(204);
      const history = (await boss.agent.get(`/api/admin/reviews/${id}/history`).expect(200)).body;
      // The invitation's delivery is recorded whenever the worker gets to it, so it is left out here.
      const steps = history.map((step: { type: string }) => step.type).filter((type: string) => !type.startsWith('ReviewRequestEmail'));
      expect(steps).toEqual(['ReviewRequested', 'ReviewRequestAnswered', 'ReviewSubmitted', 'ReviewFraudSignalsFound', 'ReviewFlagged', 'ReviewFlagCleared']);
      expect(history[0]).toMatchObject({ type: 'ReviewRequested', actor: { id: owner.user.id, name: 'Olga Owner' } });
      const submitted = history.find((step: { type: string }) => step.type === 'ReviewSubmitted');
      expect(submitted.actor).toMatchObject({ name: 'Rita Reviewer' });
      expect(submitted.ip).toMatch(/203\.0\.113\./);
      const cleared = history.find((step: { type: string }) => step.type === 'ReviewFlagCleared');
      expect(cleared).toMatchObject({ actor: { id: boss.user.id, name: 'Bea Boss' }, data: { notes: 'Shipmates sharing one laptop on board.', decision: { category: 'confirmed-genuine', note: 'Shipmates sharing one laptop on board.' } } });
      expect(history.find((step: { type: string }) => step.type === 'ReviewFlagged').data.reason).toBe('Other: Reviewer and reviewee signed in from the same device');
      const times = history.map((step: { recordedAt: string }) => Date.parse(step.recordedAt));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    });

    it('clears a flag (409 when there is none) and keeps the note as admin notes, without vouching for the review', async () => {
      const owner = await person(app);
      const id = await flaggedReview(owner);
      await boss.agent.post(`/api/admin/reviews/${id}/clear-flag`).send(because('Checked with the captain')).expect(204);
      const row = (await boss.agent.get('/api/admin/reviews').expect(200)).body.find((r: { id: string }) => r.id === id);
      expect(row).toMatchObject({ flaggedAsSuspicious: false, flaggingReason: null, verificationNotes: 'Checked with the captain' });
      expect((await boss.agent.post(`/api/admin/reviews/${id}/clear-flag`).send(because('Checked with the captain')).expect(409)).body.message).toBe('This review is not flagged');
      const [entry] = (await boss.agent.get('/api/admin/audit-log').expect(200)).body;
      expect(entry).toMatchObject({ action: 'review.flag-cleared', target: { type: 'review', id }, details: { reason: { category: 'confirmed-genuine', note: 'Checked with the captain' } } });
    });

    it('verifies a review with a note, and deletes one after which it is gone', async () => {
      const owner = await person(app);
      const id = await flaggedReview(owner);
      await boss.agent.post(`/api/admin/reviews/${id}/verify`).send(because('Called the vessel')).expect(204);
      expect((await boss.agent.get('/api/admin/reviews').expect(200)).body.find((r: { id: string }) => r.id === id)).toMatchObject({
        isVerified: true,
        flaggedAsSuspicious: false,
        verificationNotes: 'Called the vessel',
      });
      await boss.agent.delete(`/api/admin/reviews/${id}`).send(because('Posted twice by mistake', 'duplicate-or-copied')).expect(204);
      expect((await boss.agent.get('/api/admin/reviews').expect(200)).body.find((r: { id: string }) => r.id === id)).toBeUndefined();
      expect((await boss.agent.delete(`/api/admin/reviews/${id}`).send(because('Posted twice by mistake')).expect(404)).body.message).toBe('Review not found');
      // The history outlives the review.
      const history = (await boss.agent.get(`/api/admin/reviews/${id}/history`).expect(200)).body;
      // The invitation's delivery is recorded whenever the worker gets to it, so it is left out here.
      const steps = history.filter((step: { type: string }) => !step.type.startsWith('ReviewRequestEmail'));
      expect(steps.at(-1)).toMatchObject({ type: 'ReviewDeleted', actor: { id: boss.user.id } });
      const actions = (await boss.agent.get('/api/admin/audit-log').expect(200)).body.slice(0, 2).map((e: { action: string }) => e.action);
      expect(actions).toEqual(['review.deleted', 'review.verified']);
    });

    it('refuses a decision without a reason, with a note too short or too long, and unknown reviews, changing nothing', async () => {
      const owner = await person(app);
      const id = await flaggedReview(owner);
      for (const [body, message] of [
        [{}, 'reason is required: a category and a note of at least 10 characters'],
        [{ note: 'Called the vessel' }, 'property note should not exist'],
        [because('x'.repeat(1001)), 'reason.note must be 10 to 1000 characters'],
        [because('   ok      '), 'reason.note must be 10 to 1000 characters'],
        [because('Called the vessel', 'hunch'), 'reason.category must be one of'],
      ] as const) {
        for (const [method, path] of [['post', `/api/admin/reviews/${id}/verify`], ['post', `/api/admin/reviews/${id}/clear-flag`], ['post', `/api/admin/reviews/${id}/flag`], ['delete', `/api/admin/reviews/${id}`]] as const) {
          expect([path, JSON.stringify((await boss.agent[method](path).send(body).expect(400)).body)]).toEqual([path, expect.stringContaining(message)]);
        }
      }
      expect((await boss.agent.get('/api/admin/suspicious-reviews').expect(200)).body.find((r: { id: string }) => r.id === id)).toMatchObject({ flaggedAsSuspicious: true });
      await boss.agent.get('/api/admin/reviews/00000000-0000-4000-8000-00000000beef/history').expect(404);
      await boss.agent.post('/api/admin/reviews/nope/verify').send(because('Called the vessel')).expect(404);
      await boss.agent.post('/api/admin/reviews/00000000-0000-4000-8000-00000000beef/verify').send(because('Called the vessel')).expect(404);
    });

    it('flags any review by hand, with a reason shown as the flagging reason', async () => {
      const owner = await person(app);
      const id = await review(owner, await person(app), { text: `Kept the engine room spotless ${Math.random()}.`, confirm: false });
      await boss.agent.post(`/api/admin/reviews/${id}/flag`).send(because('Same text on three profiles', 'spam')).expect(204);
      expect((await boss.agent.get('/api/admin/suspicious-reviews').expect(200)).body.find((r: { id: string }) => r.id === id)).toMatchObject({
        flaggedAsSuspicious: true,
        flaggingReason: 'Spam: Same text on three profiles',
      });
      const [entry] = (await boss.agent.get('/api/admin/audit-log').expect(200)).body;
      expect(entry).toMatchObject({ action: 'review.flagged', target: { type: 'review', id }, details: { reason: { category: 'spam', note: 'Same text on three profiles' } } });
    });
  });

  it('records every employer upgrade, plan and credit change from billing, and keeps them through a replay', async () => {
    const agency = await person(app, { firstName: 'Ada', lastName: 'Agency' });
    await agency.agent.post('/api/user/upgrade-employer').send({ companyName: 'Blue Horizon Crew', companyType: 'recruitment_agency' }).expect(200);
    await agency.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
    await agency.agent.post('/api/credits/add').send({ amount: 100 }).expect(200);
    await eventsDelivered(app);
    const entriesOf = async () =>
      (await boss.agent.get('/api/admin/audit-log').expect(200)).body.filter((e: { target: { id: string } }) => e.target.id === agency.user.id);
    const entries = await entriesOf();
    expect(entries.map((e: { action: string; details: object }) => [e.action, e.details])).toEqual([
      ['credits.added', { amount: 100, testMode: true }],
      ['subscription.activated', expect.objectContaining({ plan: 'professional', creditsAdded: 150, testMode: true })],
      ['employer.upgraded', { to: 'agency', companyName: 'Blue Horizon Crew', companyType: 'recruitment_agency' }],
    ]);
    expect(entries[0].actor).toMatchObject({ id: agency.user.id, name: 'Ada Agency' });

    // The log is append-only: a replay of its subscriber adds nothing twice and loses nothing.
    await app.worker.get(Subscribers).replay('moderation.audit-log');
    expect(await entriesOf()).toEqual(entries);
  });

  it('announces role and admin level changes to the other modules', async () => {
    const someone = await person(app);
    await boss.agent.patch(`/api/admin/users/${someone.user.id}/role`).send({ role: 'agency' }).expect(200);
    await boss.agent.patch(`/api/admin/users/${someone.user.id}/admin-level`).send({ adminLevel: 'moderator', ...because('Joins the moderation team', 'other') }).expect(200);
    const events = await app.em.fork().execute(
      `select type, payload from integration_events where payload->>'userId' = ? and type in ('identity.role-changed', 'identity.admin-level-changed') order by position`,
      [someone.user.id],
    );
    expect(events).toEqual([
      { type: 'identity.role-changed', payload: { userId: someone.user.id, role: 'agency', previousRole: 'crew' } },
      { type: 'identity.admin-level-changed', payload: { userId: someone.user.id, adminLevel: 'moderator', previousAdminLevel: null, changedBy: boss.user.id } },
    ]);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(app.em.fork().execute(`update admin_audit_log set action = 'nothing'`)).rejects.toThrow(/append-only/);
    await expect(app.em.fork().execute('delete from admin_audit_log')).rejects.toThrow(/append-only/);
  });
});
