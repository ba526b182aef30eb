import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { RebuildReviewProjectionsCommand } from '../../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { tinyPng } from '../profile/tiny-images.js';
import { createLink, person, review, type Person } from '../sharing/sharing-helpers.js';
import { eventsDelivered, signUp, STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

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

  it('ends every session, kills the links, deletes received reviews, keeps written ones as "Former member", removes the photo', async () => {
    const { agent, user } = await signUp(app, { firstName: 'Zephyrine', lastName: 'Quillfeather' });
    const leaver: Person = { agent, user };
    const otherBrowser = app.agent();
    await otherBrowser.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
    const colleague = await person(app, { firstName: 'Colm', lastName: 'Colleague' });
    const praiser = await person(app, { firstName: 'Petra', lastName: 'Praiser' });

    const photo = await withPhoto(leaver);
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

  it('leaves no trace of the name or email anywhere in the database, event logs and outbox included, and the log still rebuilds', async () => {
    const { agent, user } = await signUp(app, { firstName: 'Ysoldebrandt', lastName: 'Vantroyenhoek' });
    const leaver: Person = { agent, user };
    const colleague = await person(app, { firstName: 'Dora', lastName: 'Deckhand' });
    // In the employer search directory too.
    await agent.patch('/api/user/profile').send({ searchable: true, position: 'Bosun' }).expect(200);
    await withPhoto(leaver);
    await createLink(leaver);
    await review(leaver, colleague, { text: 'A steady hand at the helm.' });
    await review(colleague, leaver, { text: 'Dora never missed a watch.' });
    // A request to an address of theirs that has no account, and one still pending for them.
    await leaver.agent.post('/api/review-requests').send({ reviewerEmail: 'someone.else@example.com', context: 'M/Y Aurora' }).expect(201);
    await colleague.agent.post('/api/review-requests').send({ reviewerEmail: user.email, context: 'M/Y Aurora' }).expect(201);
    await eventsDelivered(app);
    // Every invitation's delivery is recorded (as review events) before the deletion, so the
    // log does not grow between the live tables and their rebuild below.
    const queued = () => sql(`select 1 from review_requests where email_status = 'queued' and requester_id in (?, ?)`, [user.id, colleague.user.id]);
    for (let i = 0; i < 300 && (await queued()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await queued()).toEqual([]);

    const needles = [user.email.toLowerCase(), 'ysoldebrandt', 'vantroyenhoek'];
    const before = (await databaseText()).filter(({ row }) => needles.some((n) => row.includes(n)));
    expect(before.length).toBeGreaterThan(0);

    await agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    await eventsDelivered(app);

    const left = (await databaseText()).filter(({ row }) => needles.some((n) => row.includes(n)));
    expect(left).toEqual([]);

    const live = await sql('select * from reviews order by id');
    const requests = await sql('select * from review_requests order by id');
    await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
    expect(await sql('select * from reviews order by id')).toEqual(live);
    expect(await sql('select * from review_requests order by id')).toEqual(requests);
  });

  describe('from the admin area', () => {
    it('deletes a user with the audit entry naming only the id', async () => {
      const target = await person(app, { firstName: 'Ottilie', lastName: 'Overboard' });
      await app.http().delete(`/api/admin/users/${target.user.id}`).expect(401);
      await boss.agent.delete(`/api/admin/users/${target.user.id}`).expect(204);
      await target.agent.get('/api/auth/user').expect(401);
      const [entry] = await sql<{ actor_id: string; details: unknown }>(`select actor_id, details from admin_audit_log where action = 'user.deleted' and target_id = ?`, [target.user.id]);
      expect(entry).toEqual({ actor_id: boss.user.id, details: {} });
      await boss.agent.delete(`/api/admin/users/${target.user.id}`).expect(404);
      const page = await boss.agent.get('/api/admin/users').query({ search: 'Overboard' }).expect(200);
      expect(page.body).toEqual([]);
    });

    it('refuses non-admins, deleting yourself, and the last super_admin', async () => {
      const crew = await person(app);
      const victim = await person(app);
      expect((await crew.agent.delete(`/api/admin/users/${victim.user.id}`).expect(403)).body.message).toBe('Admin privileges required');

      const moderator = await admin('moderator');
      expect((await moderator.agent.delete(`/api/admin/users/${moderator.user.id}`).expect(403)).body.message).toBe(
        'You cannot delete your own account from the admin area',
      );

      // Only super_admin left is the one being deleted: another admin cannot remove them.
      await sql(`update users set admin_level = 'admin' where admin_level = 'super_admin' and id <> ?`, [boss.user.id]);
      expect((await moderator.agent.delete(`/api/admin/users/${boss.user.id}`).expect(403)).body.message).toBe('The last super admin cannot be deleted');
      await boss.agent.get('/api/auth/user').expect(200);

      const second = await admin('super_admin');
      await second.agent.delete(`/api/admin/users/${boss.user.id}`).expect(204);
      boss = second;
    });
  });
});
