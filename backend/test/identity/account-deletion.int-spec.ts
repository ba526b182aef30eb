import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import { REDIS } from '../../src/platform/redis/redis.module.js';
import { SendExpiryRemindersCommand } from '../../src/modules/certifications/reminders/send-expiry-reminders.command.js';
import { tinyPdf } from '../certifications/wallet-helpers.js';
import { period as servicePeriod } from '../sea-service/sea-service-helpers.js';
import { RebuildReviewProjectionsCommand } from '../../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { tinyPng } from '../profile/tiny-images.js';
import { createLink, person, review, type Person, verifyEmail } from '../sharing/sharing-helpers.js';
import { requestReview, reviewed } from '../reviews/review-helpers.js';
import { addAuthenticator } from '../support/second-factor.js';
import { linkIn } from '../support/smtp-sink.js';
import { until } from '../support/private-redis.js';
import { eventsDelivered, signUp, STRONG_PASSWORD, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';

describe('account deletion: by the user with their password, or by an admin', () => {
  let app: TestApp;
  let storageDir: string;
  let boss: Person;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'crew-uploads-'));
    app = await startTestApp({ STORAGE_DIR: storageDir });
    boss = await admin('super_admin');
  });
  afterAll(async () => {
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(text, params);

  async function admin(level: 'moderator' | 'admin' | 'super_admin') {
    const someone = await person(app);
    await sql('update users set admin_level = ? where id = ?', [level, someone.user.id]);
    await addAuthenticator(app, someone.agent);
    return someone;
  }

  /** Every row of every table as text, lower-cased: what a dump of the database would show. */
  async function databaseText(): Promise<Array<{ table: string; row: string }>> {
    const tables = await sql<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const rows: Array<{ table: string; row: string }> = [];
    for (const { name } of tables) {
      for (const r of await sql<{ row: string }>(`select lower(t::text) as row from "${name}" t`)) rows.push({ table: name, row: r.row });
    }
    return rows;
  }

  /** Every key under this run's Redis prefix, with its name and values as text, lower-cased: what a Redis dump would show. */
  async function redisText(): Promise<Array<{ key: string; text: string }>> {
    const redis = app.api.get<Redis>(REDIS);
    const out: Array<{ key: string; text: string }> = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${app.config.REDIS_PREFIX}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'string' ? await redis.get(key)
          : type === 'hash' ? await redis.hgetall(key)
          : type === 'list' ? await redis.lrange(key, 0, -1)
          : type === 'set' ? await redis.smembers(key)
          : type === 'zset' ? await redis.zrange(key, '0', '-1')
          : type === 'stream' ? await redis.xrange(key, '-', '+')
          : null;
        out.push({ key, text: `${key} ${JSON.stringify(value)}`.toLowerCase() });
      }
    } while (cursor !== '0');
    return out;
  }

  async function withPhoto(someone: Person) {
    const upload = await someone.agent.post('/api/objects/upload').expect(200);
    const url = new URL(upload.body.uploadURL as string);
    const objectId = url.pathname.split('/').pop()!;
    await app.http().put(`${url.pathname}${url.search}`).set('Content-Type', 'image/png').send(tinyPng()).expect(200);
    await someone.agent.put('/api/profile-photo').send({ profilePhotoURL: `/api/objects/${objectId}` }).expect(200);
    return objectId;
  }

  it('refuses a wrong password and keeps the account', async () => {
    const crew = await person(app);
    const res = await crew.agent.delete('/api/user/account').send({ password: 'not-my-password-at-all' }).expect(400);
    expect(res.body.message).toBe('Incorrect password');
    await crew.agent.get('/api/auth/user').expect(200);
    await app.http().delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(401);
    expect((await crew.agent.delete('/api/user/account').send({}).expect(400)).body.message).toMatch(/password/i);
  });

  describe('an account without a password (signs in with emailed links)', () => {
    async function withoutPassword(fields: { firstName?: string; lastName?: string } = {}) {
      const { agent, user } = await signUp(app, fields);
      await sql('update users set password_hash = null where id = ?', [user.id]);
      return { agent, user };
    }

    async function deletionToken(email: string, count = 1): Promise<string> {
      for (let i = 0; i < 300 && app.smtp.mailsTo(email).filter((m) => /Confirm deleting/.test(m.subject)).length < count; i++) await new Promise((r) => setTimeout(r, 50));
      const mails = app.smtp.mailsTo(email).filter((m) => /Confirm deleting/.test(m.subject));
      expect(mails.length).toBe(count);
      const link = linkIn(mails[count - 1], 'http://localhost:3000/account/delete#token=');
      return link.split('#token=')[1];
    }

    it('is asked for an emailed confirmation instead of a password, and deletes with the link once', async () => {
      const { agent, user } = await withoutPassword({ firstName: 'Linnea', lastName: 'Linkonly' });
      expect((await agent.get('/api/auth/user').expect(200)).body.hasPassword).toBe(false);
      expect((await agent.delete('/api/user/account').send({ password: 'anything-at-all' }).expect(400)).body.message).toMatch(/confirmation link by email/);
      await app.http().post('/api/user/account/deletion-email').expect(401);

      const sent = await agent.post('/api/user/account/deletion-email').expect(202);
      expect(sent.body.message).toBe(`A confirmation link is on its way to ${user.email}. It works once and expires in 30 minutes.`);
      const token = await deletionToken(user.email);
      expect(await sql('select token_hash from sign_in_tokens where token_hash = ?', [token])).toEqual([]); // hashed at rest

      // It is not a sign-in link, nobody else can use it, and a sign-in link deletes nothing.
      const follow = await app.http().get(`/api/auth/email-link/${token}`).expect(303);
      expect(follow.headers.location).toBe('/login?error=link-invalid');
      const other = await withoutPassword();
      expect((await other.agent.delete('/api/user/account').send({ token }).expect(400)).body.message).toMatch(/invalid, used or expired/);
      await other.agent.get('/api/auth/user').expect(200);
      await app.http().post('/api/auth/email-link').send({ email: user.email }).expect(202);
      const signIn = linkIn(await app.smtp.waitFor(user.email, /sign-in link/), 'http://localhost:3000/api/auth/email-link/').split('/').pop()!;
      expect((await agent.delete('/api/user/account').send({ token: signIn }).expect(400)).body.message).toMatch(/invalid, used or expired/);
      expect(JSON.stringify((await agent.delete('/api/user/account').send({ token: 'short' }).expect(400)).body.message)).toContain('This confirmation link is invalid');

      await agent.delete('/api/user/account').send({ token }).expect(204);
      await agent.get('/api/auth/user').expect(401);
      expect(await sql('select id from users where id = ?', [user.id])).toEqual([]);
    });

    it('refuses an expired link, and an account with a password confirms with it instead', async () => {
      const { agent, user } = await withoutPassword();
      await agent.post('/api/user/account/deletion-email').expect(202);
      const token = await deletionToken(user.email);
      await sql(`update sign_in_tokens set expires_at = now() - interval '1 minute' where user_id = ? and purpose = 'delete-account'`, [user.id]);
      expect((await agent.delete('/api/user/account').send({ token }).expect(400)).body.message).toMatch(/invalid, used or expired/);
      await agent.get('/api/auth/user').expect(200);

      const withPassword = await person(app);
      expect((await withPassword.agent.get('/api/auth/user').expect(200)).body.hasPassword).toBe(true);
      expect((await withPassword.agent.post('/api/user/account/deletion-email').expect(409)).body.message).toBe('This account has a password: confirm the deletion with it');
    });
  });

  it('ends every session, kills the links, deletes received reviews, keeps written ones as "Former member", removes the photo', async () => {
    const { agent, user } = await signUp(app, { firstName: 'Zephyrine', lastName: 'Quillfeather' });
    const leaver: Person = { agent, user };
    const otherBrowser = app.agent();
    await otherBrowser.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
    const colleague = await person(app, { firstName: 'Colm', lastName: 'Colleague' });
    const praiser = await person(app, { firstName: 'Petra', lastName: 'Praiser' });

    const photo = await withPhoto(leaver);
    // The certificate wallet: details, a scan and a setting.
    await agent.patch('/api/user/profile').send({ stcwEndorsements: ['pst'] }).expect(200);
    await agent.put('/api/certifications/wallet/certificate').send({ key: 'stcwEndorsements:pst', number: 'ZQ-PST-4411', expiryDate: '2031-01-31' }).expect(200);
    await agent.put('/api/certifications/wallet/scan?key=stcwEndorsements%3Apst').set('Content-Type', 'application/pdf').send(tinyPdf()).expect(200);
    await agent.put('/api/certifications/wallet/settings').send({ expiryReminders: false }).expect(200);
    await agent.post('/api/sea-service/periods').send(servicePeriod()).expect(201);
    const [{ scan_key: scan }] = await sql<{ scan_key: string }>('select scan_key from certificate_details where user_id = ?', [user.id]);
    expect(existsSync(join(storageDir, scan))).toBe(true);
    const link = await createLink(leaver);
    const received = await review(leaver, praiser, { text: 'Zephyrine kept the bridge calm through every squall.' });
    const written = await review(colleague, leaver, { text: 'Colm is a dependable deckhand, first to volunteer.' });
    const colleagueLink = await createLink(colleague);
    await eventsDelivered(app);

    await agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);

    await agent.get('/api/auth/user').expect(401);
    await otherBrowser.get('/api/auth/user').expect(401);
    await app.http().get(`/api/public/profile/${link.token}`).expect(404);
    await app.http().get(`/api/objects/${photo}`).expect(404);
    expect(existsSync(join(storageDir, photo))).toBe(false);
    expect(existsSync(join(storageDir, scan))).toBe(false);
    for (const table of ['certificate_details', 'certificate_settings', 'certificate_reminders', 'sea_service_periods']) expect(await sql(`select * from ${table} where user_id = ?`, [user.id])).toEqual([]);
    await agent.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(401);

    expect(await sql('select id from reviews where id = ?', [received])).toEqual([]);
    const deleted = await sql<{ data: { reason: string } }>(`select data from review_events where stream_id = ? and type = 'ReviewDeleted'`, [received]);
    expect(deleted.map((e) => e.data.reason)).toEqual(['account deleted']);

    const mine = await colleague.agent.get('/api/reviews').expect(200);
    const kept = (mine.body as Array<Record<string, unknown>>).find((r) => r.id === written)!;
    expect(kept).toMatchObject({ reviewerName: 'Former member', text: 'Colm is a dependable deckhand, first to volunteer.' });
    expect(JSON.stringify(kept).toLowerCase()).not.toContain(user.email.toLowerCase());

    await eventsDelivered(app);
    const shared = await app.http().get(`/api/public/profile/${colleagueLink.token}`).expect(200);
    expect(JSON.stringify(shared.body)).not.toContain('Zephyrine');
  });

  it('leaves no trace of the name, email, IP or browser anywhere in the database (event logs, audit log and outbox included) or in Redis, and the log still rebuilds', async () => {
    const { agent, user } = await signUp(app, { firstName: 'Ysoldebrandt', lastName: 'Vantroyenhoek' });
    const leaver: Person = { agent, user };
    const colleague = await person(app, { firstName: 'Dora', lastName: 'Deckhand' });
    // An admin, who changed someone's account type from a distinctive address and browser: the
    // append-only audit log records both (the proxy on loopback is trusted for the address).
    const ip = '198.51.100.213';
    const browser = 'Quasselkiste-Navigator/9.31';
    await sql(`update users set admin_level = 'admin' where id = ?`, [user.id]);
    await addAuthenticator(app, agent);
    const bystander = await person(app);
    await agent.patch(`/api/admin/users/${bystander.user.id}/role`).set('X-Forwarded-For', ip).set('User-Agent', browser).send({ role: 'employer' }).expect(200);
    const [audited] = await boss.agent.get('/api/admin/audit-log').expect(200).then((res) => (res.body as Array<{ actor: { id: string }; ip: string; userAgent: string }>).filter((e) => e.actor.id === user.id));
    expect(audited).toMatchObject({ ip, userAgent: browser });
    // In the employer search directory too.
    await agent.patch('/api/user/profile').send({ searchable: true, position: 'Bosun', experience: 'Ysoldebrandt ran the deck for ten seasons.' }).expect(200);
    await withPhoto(leaver);
    await createLink(leaver);
    await review(leaver, colleague, { text: 'A steady hand at the helm.' });
    await review(colleague, leaver, { text: 'Dora never missed a watch.' });
    // A request to an address of theirs that has no account, and one still pending for them.
    await leaver.agent.post('/api/review-requests').send({ reviewerEmail: 'someone.else@example.com', context: 'M/Y Aurora' }).expect(201);
    await colleague.agent.post('/api/review-requests').send({ reviewerEmail: user.email, context: 'M/Y Aurora' }).expect(201);
    // A free-text certificate whose name says who holds it, about to expire, and its reminder
    // mail staged by the worker's sweep.
    const ownCertificate = 'Commercial yacht licence VX-88321';
    await agent.patch('/api/user/profile').send({ certifications: [ownCertificate] }).expect(200);
    await agent.put('/api/certifications/wallet/certificate').send({ key: `free:${ownCertificate}`, expiryDate: new Date().toISOString().slice(0, 10) }).expect(200);
    await app.worker.get(CommandBus).execute(new SendExpiryRemindersCommand());
    expect(await sql('select id from certificate_reminders where user_id = ?', [user.id])).toHaveLength(1);
    // Sea service on a vessel named after them: the rows and the sealed periods of its events.
    await agent.post('/api/sea-service/periods').send(servicePeriod({ vesselName: 'M/Y Vantroyenhoek Spirit' })).expect(201);
    // A conversation with an employer, accepted, with messages both ways naming them (and mailed).
    const agency = await person(app);
    await verifyEmail(app, agency.user.email);
    await agency.agent.post('/api/user/upgrade-employer').send({ companyName: 'Deletion Test Crew', companyType: 'recruitment_agency' }).expect(200);
    await agency.agent.post('/api/test/activate-subscription').send({ planId: 'professional' }).expect(200);
    const contact = (await agency.agent.post('/api/contact-requests').send({ crewId: user.id, position: 'Bosun', message: 'Hello Ysoldebrandt, a bosun post?' }).expect(201)).body;
    await agent.patch(`/api/contact-requests/${contact.id}`).send({ status: 'accepted' }).expect(200);
    await agency.agent.post(`/api/contact-requests/${contact.id}/messages`).send({ message: 'Great, Ysoldebrandt!' }).expect(201);
    await agent.post(`/api/contact-requests/${contact.id}/messages`).send({ message: 'Ysoldebrandt Vantroyenhoek here, happy to talk.' }).expect(201);
    await eventsDelivered(app);
    // Every invitation's delivery is recorded (as review events) before the deletion, so the
    // log does not grow between the live tables and their rebuild below.
    // (The log, not the projection: the delivery is appended by the worker after the mail went out.)
    const unrecorded = () =>
      sql(
        `select 1 from review_requests r where r.requester_id in (?, ?) and not exists
           (select 1 from review_events e where e.stream_id = r.id and e.type in ('ReviewRequestEmailSent', 'ReviewRequestEmailFailed'))`,
        [user.id, colleague.user.id],
      );
    await until('every invitation delivery is in the log', async () => (await unrecorded()).length === 0, 30_000);

    // A mail to them that the SMTP server keeps refusing: its job waits in Redis for a retry.
    app.smtp.failing = true;
    try {
      await agent.post('/api/auth/email-link/resend-confirmation').expect(202);
      const needles = [user.email.toLowerCase(), 'ysoldebrandt', 'vantroyenhoek', 'vx-88321', ip, browser.toLowerCase()];
      const before = (await databaseText()).filter(({ row }) => needles.some((n) => row.includes(n)));
      // (The logs hold them sealed: the audit log's IP and browser are shown by the API above, not in a dump.)
      expect(before.length).toBeGreaterThan(0);
      // Their share link made sharing keep a precomputed public profile with their name.
      expect(before.filter((r) => r.table === 'sharing_public_profiles').length).toBe(1);
      const inRedis = async () => (await redisText()).filter(({ text }) => needles.some((n) => text.includes(n)));
      for (let i = 0; i < 300 && (await inRedis()).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await inRedis()).length).toBeGreaterThan(0);

      await agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
      await eventsDelivered(app);

      const left = (await databaseText()).filter(({ row }) => needles.some((n) => row.includes(n)));
      expect(left).toEqual([]);
      // A mail job mid-attempt at the deletion cannot be removed then; its next attempt finds its
      // outbox row gone, completes without sending and leaves Redis (completed mail jobs are not kept).
      await until('Redis forgets the person', async () => (await inRedis()).length === 0, 15_000).catch(() => undefined);
      expect(await inRedis()).toEqual([]);
      // What stays of their public profile: the fact, so that no late event brings it back.
      expect(await sql('select deleted, person, role, full_document, basic_document from sharing_public_profiles where user_id = ?', [user.id])).toEqual([
        { deleted: true, person: null, role: null, full_document: null, basic_document: null },
      ]);
    } finally {
      app.smtp.failing = false;
    }

    // The audit entry stays, without where it came from.
    const entries = (await boss.agent.get('/api/admin/audit-log').expect(200)).body as Array<{ actor: { id: string }; action: string; ip: string | null; userAgent: string | null }>;
    // Their own deletion is logged too, as theirs.
    expect(entries.filter((e) => e.actor.id === user.id).map(({ action, ip: i, userAgent }) => ({ action, ip: i, userAgent }))).toEqual([
      { action: 'user.self-deleted', ip: null, userAgent: null },
      { action: 'user.role-changed', ip: null, userAgent: null },
    ]);

    // The colleague's request to them is closed, and out of every incoming list.
    const sent = (await colleague.agent.get('/api/review-requests').expect(200)).body as Array<{ context: string; state: string }>;
    expect(sent.filter((r) => r.context === 'M/Y Aurora').map((r) => r.state)).toEqual(['cancelled']);
    const reasons = await sql<{ reason: string }>(
      `select data->>'reason' as reason from review_events where type = 'ReviewRequestCancelled' and stream_id in (select id from review_requests where requester_id in (?, ?)) order by data->>'reason'`,
      [user.id, colleague.user.id],
    );
    expect(reasons.map((r) => r.reason)).toEqual(['addressee account deleted', 'requester account deleted']);
    expect(await sql(`select id from review_requests where state = 'pending' and requester_id in (?, ?)`, [user.id, colleague.user.id])).toEqual([]);

    // Mail deliveries still on their way append review events (ReviewRequestEmailSent): let them
    // land first, so the log does not grow between the live tables and their rebuild.
    await until('every mail is delivered', async () => (await sql(`select 1 from outbox_messages where queue = 'mail' and delivered_at is null and failed_at is null`)).length === 0, 30_000);
    await eventsDelivered(app);
    const live = await sql('select * from reviews order by id');
    const requests = await sql('select * from review_requests order by id');
    await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
    expect(await sql('select * from reviews order by id')).toEqual(live);
    expect(await sql('select * from review_requests order by id')).toEqual(requests);
    // So does sharing's copy, the precomputed public profiles included (the tombstone too).
    const profiles = await sql('select * from sharing_public_profiles order by user_id');
    await app.worker.get(Subscribers).replay('sharing.public-profiles');
    expect(await sql('select * from sharing_public_profiles order by user_id')).toEqual(profiles);
  });

  it('takes the addresses the account had before an email change with it: no request, event or mail keeps them', async () => {
    const moving = await person(app, { firstName: 'Morgane', lastName: 'Mover' });
    const requester = await person(app);
    const oldEmail = moving.user.email;
    const newEmail = uniqueEmail('morgane.new');
    await requestReview(requester, oldEmail);
    await moving.agent.post('/api/user/email-change').send({ newEmail }).expect(202);
    const token = linkIn(await app.smtp.waitFor(newEmail, /Confirm your new email/), `${app.config.APP_URL}/account/email/confirm#token=`).split('#token=')[1];
    await app.http().post('/api/auth/email-change/confirm').send({ token }).expect(200);
    await app.smtp.waitFor(oldEmail, /Your Crew Reviews email was changed/);
    await eventsDelivered(app);
    const naming = async () => (await databaseText()).filter(({ row }) => row.includes(oldEmail) || row.includes(newEmail));
    expect((await naming()).map((r) => r.table)).toEqual(expect.arrayContaining(['users', 'email_changes', 'review_requests']));

    await moving.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    await eventsDelivered(app);
    expect(await naming()).toEqual([]);
  });

  it("keeps a flagged review's evidence readable after its reviewers are gone (counts, dates, the other reviews), with their address in no table", async () => {
    // Three accounts review one person from one address: the same-IP set, all three flagged
    // and each naming the others (ADR 0034). Then every one of them deletes their account.
    const reviewee = await person(app, { firstName: 'Ines', lastName: 'Insight' });
    const address = `198.51.100.${100 + Math.floor(Math.random() * 150)}`;
    const reviewers = [await person(app), await person(app), await person(app)];
    const ids: string[] = [];
    for (const [i, reviewer] of reviewers.entries()) {
      const text = ['Ines kept the bridge calm in every squall.', 'A patient teacher for every new deckhand.', 'Organised the best crew drills of the season.'][i];
      ids.push((await reviewed(reviewee, reviewer, { text }, address)).reviewId);
    }
    const cards = async () => {
      const page = (await boss.agent.get('/api/admin/reviews').query({ revieweeId: reviewee.user.id, pageSize: 100 }).expect(200)).body as Array<{
        id: string; reviewerName: string; ipAddress: string; flaggedAsSuspicious: boolean; flaggingReason: string; signals: Array<{ rule: string; weight: string; reason: string; evidence: Record<string, unknown> }>;
      }>;
      return ids.map((id) => page.find((r) => r.id === id)!);
    };
    const evidenceOf = (card: Awaited<ReturnType<typeof cards>>[number]) => ({ flagged: card.flaggedAsSuspicious, reason: card.flaggingReason, signals: card.signals });
    const before = await cards();
    expect(before.map((c) => c.ipAddress)).toEqual([address, address, address]);
    expect(before[2].signals[0]).toEqual({ rule: 'same-ip-reviews', weight: 'flag', reason: '3 reviews of the same person from one IP address within 24 hours', evidence: { reviews: 3, reviewIds: [ids[0], ids[1]] } });
    // Each reviewer signed up to answer: the warning carries the day their account was made.
    expect(before[0].signals.map((x) => x.reason)).toContainEqual(expect.stringMatching(/^Reviewer account created within a day of the request \([A-Z][a-z]{2} \d{1,2}, \d{4}\)$/));
    expect((await databaseText()).filter(({ row }) => row.includes(address)).length).toBeGreaterThan(0);

    for (const reviewer of reviewers) await reviewer.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    await eventsDelivered(app);

    // The admin still reads every signal as it was, under 'Former member', without the address.
    const after = await cards();
    expect(after.map(evidenceOf)).toEqual(before.map(evidenceOf));
    expect(after.map((c) => [c.reviewerName, c.ipAddress])).toEqual([['Former member', ''], ['Former member', ''], ['Former member', '']]);
    expect(after[0].signals.find((x) => x.rule === 'same-ip-reviews')).toMatchObject({ evidence: { reviews: 3, reviewIds: [ids[2], ids[1]], namedBy: ids[2] } });
    // Not in the log, the read tables, the integration events or the outbox: nowhere.
    expect((await databaseText()).filter(({ row }) => row.includes(address))).toEqual([]);

    // And the log still rebuilds the same rows.
    const live = await sql('select * from reviews where reviewee_id = ? order by id', [reviewee.user.id]);
    await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
    expect(await sql('select * from reviews where reviewee_id = ? order by id', [reviewee.user.id])).toEqual(live);
  });

  describe('from the admin area', () => {
    it('deletes a user with the audit entry naming only the id', async () => {
      const target = await person(app, { firstName: 'Ottilie', lastName: 'Overboard' });
      await app.http().delete(`/api/admin/users/${target.user.id}`).expect(401);
      const reason = { category: 'fake-account', note: 'Impersonated a captain we know' };
      await boss.agent.delete(`/api/admin/users/${target.user.id}`).send({ reason }).expect(204);
      await target.agent.get('/api/auth/user').expect(401);
      // The id and the admin's own reason, nothing of the person.
      const [entry] = await sql<{ actor_id: string; details: unknown }>(`select actor_id, details from admin_audit_log where action = 'user.deleted' and target_id = ?`, [target.user.id]);
      expect(entry).toEqual({ actor_id: boss.user.id, details: { reason } });
      await boss.agent.delete(`/api/admin/users/${target.user.id}`).send({ reason }).expect(404);
      const page = await boss.agent.get('/api/admin/users').query({ search: 'Overboard' }).expect(200);
      expect(page.body).toEqual([]);
    });

    it('refuses non-admins, deleting yourself, a super admin unless you are one, and deleting without a reason', async () => {
      const reason = { category: 'other', note: 'Asked us to close the account' };
      const crew = await person(app);
      const victim = await person(app);
      expect((await crew.agent.delete(`/api/admin/users/${victim.user.id}`).send({ reason }).expect(403)).body.message).toBe('Admin privileges required');

      const moderator = await admin('moderator');
      expect((await moderator.agent.delete(`/api/admin/users/${moderator.user.id}`).send({ reason }).expect(403)).body.message).toBe(
        'You cannot delete your own account from the admin area',
      );
      expect((await moderator.agent.delete(`/api/admin/users/${boss.user.id}`).send({ reason }).expect(403)).body.message).toBe('Only a super admin can act on a super admin');
      expect(JSON.stringify((await boss.agent.delete(`/api/admin/users/${victim.user.id}`).expect(400)).body)).toContain('reason is required');
      await boss.agent.get('/api/auth/user').expect(200);
      await victim.agent.get('/api/auth/user').expect(200);

      const second = await admin('super_admin');
      await second.agent.delete(`/api/admin/users/${boss.user.id}`).send({ reason }).expect(204);
      boss = second;
    });
  });
});
