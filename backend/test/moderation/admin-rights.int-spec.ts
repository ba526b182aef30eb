import { CommandBus } from '@nestjs/cqrs';
import { ClearReviewFlagCommand, DeleteReviewCommand, FlagReviewCommand, VerifyReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { person, review, type Person } from '../sharing/sharing-helpers.js';
import { linkIn } from '../support/smtp-sink.js';
import { admin } from './moderation-helpers.js';
import { eventsDelivered, STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DESIGN.md, "Admin rights", through every path that could break each rule: the admin area's
 * routes, a person deleting their own account, commands sent by other code, and the database.
 */
const OPERATOR = 'harbour.master@example.com';
const because = (note: string, category = 'other') => ({ reason: { category, note } });
const LAST_SUPER_ADMIN = 'There must always be a super admin: make another person super admin first';

describe('admin rights: who may act on whom, and there is always a super admin', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: OPERATOR });
  });
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(text, params);
  const levelOf = async (someone: Person) => (await sql<{ admin_level: string | null }>('select admin_level from users where id = ?', [someone.user.id]))[0]?.admin_level;
  const exists = async (someone: Person) => (await sql('select 1 from users where id = ?', [someone.user.id])).length === 1;


  /** Leaves `keep` the only super admin (others become admins), for the rules about the last one. */
  async function onlySuperAdmin(keep: Person) {
    await sql(`update users set admin_level = 'admin' where admin_level = 'super_admin' and id <> ?`, [keep.user.id]);
  }

  describe('the last super admin', () => {
    it('cannot delete their own account from Profile settings; with another super admin they can, and the log says so', async () => {
      const last = await admin(app, 'super_admin');
      await onlySuperAdmin(last);
      const res = await last.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(409);
      expect(res.body.message).toBe(LAST_SUPER_ADMIN);
      expect(await exists(last)).toBe(true);
      await last.agent.get('/api/auth/user').expect(200); // still signed in: nothing happened

      const successor = await admin(app, 'super_admin');
      await last.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
      expect(await exists(last)).toBe(false);
      await eventsDelivered(app);
      const entry = (await successor.agent.get('/api/admin/audit-log').expect(200)).body.find((e: { target: { id: string } }) => e.target.id === last.user.id);
      expect(entry).toMatchObject({ action: 'user.self-deleted', actor: { id: last.user.id, name: 'Former member' }, target: { type: 'user', name: 'Former member' } });
    });

    it('is kept by the database itself, whatever statement tries to demote, suspend or delete them', async () => {
      const last = await admin(app, 'super_admin');
      await onlySuperAdmin(last);
      for (const statement of [
        `update users set admin_level = 'admin' where id = ?`,
        `update users set admin_level = null where id = ?`,
        `update users set suspended_at = now() where id = ?`,
        `delete from users where id = ?`,
      ]) {
        await expect(sql(statement, [last.user.id])).rejects.toThrow(/there must always be an active super admin/);
      }
      expect(await levelOf(last)).toBe('super_admin');
      // A change that keeps them a super admin, or touches someone else, goes through.
      await sql(`update users set first_name = 'Still' where id = ?`, [last.user.id]);
      await sql(`update users set admin_level = 'moderator' where admin_level = 'admin'`);
    });

    it('survives two super admins demoting each other at the same moment: one of them stays', async () => {
      const [a, b] = [await admin(app, 'super_admin'), await admin(app, 'super_admin')];
      await sql(`update users set admin_level = 'admin' where admin_level = 'super_admin' and id not in (?, ?)`, [a.user.id, b.user.id]);
      const results = await Promise.all([
        a.agent.patch(`/api/admin/users/${b.user.id}/admin-level`).send({ adminLevel: 'admin', ...because('Rotating the on-call duty') }),
        b.agent.patch(`/api/admin/users/${a.user.id}/admin-level`).send({ adminLevel: 'admin', ...because('Rotating the on-call duty') }),
      ]);
      // The second to commit is refused: either it is no longer a super admin, or it would leave none.
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      expect((await sql<{ n: number }>(`select count(*)::int as n from users where admin_level = 'super_admin'`))[0].n).toBe(1);
    });
  });

  describe('only a super admin acts on a super admin, and nobody on someone who outranks them', () => {
    it.each([['moderator'], ['admin']] as const)('a %s cannot delete, re-type or demote a super admin', async (level) => {
      const actor = await admin(app, level);
      const boss = await admin(app, 'super_admin');
      const calls = [
        actor.agent.delete(`/api/admin/users/${boss.user.id}`).send(because('Cleaning up old accounts', 'fake-account')),
        actor.agent.patch(`/api/admin/users/${boss.user.id}/role`).send({ role: 'employer' }),
        actor.agent.patch(`/api/admin/users/${boss.user.id}/admin-level`).send({ adminLevel: null, ...because('Cleaning up old accounts') }),
      ];
      for (const res of await Promise.all(calls)) expect([res.status, res.body.message]).toEqual([403, 'Only a super admin can act on a super admin']);
      expect(await exists(boss)).toBe(true);
      expect(await levelOf(boss)).toBe('super_admin');
      expect((await boss.agent.get('/api/auth/user').expect(200)).body.role).toBe('crew');
    });

    it('a moderator cannot delete or demote an admin, nor grant a level above her own; the select offers only what she may grant', async () => {
      const moderator = await admin(app, 'moderator');
      const senior = await admin(app, 'admin');
      const crew = await person(app);
      expect((await moderator.agent.delete(`/api/admin/users/${senior.user.id}`).send(because('Cleaning up old accounts')).expect(403)).body.message).toBe(
        'You cannot act on someone whose admin level is above your own',
      );
      expect((await moderator.agent.patch(`/api/admin/users/${senior.user.id}/admin-level`).send({ adminLevel: null, ...because('Cleaning up old accounts') }).expect(403)).body.message).toBe(
        'You cannot act on someone whose admin level is above your own',
      );
      for (const adminLevel of ['admin', 'super_admin']) {
        const res = await moderator.agent.patch(`/api/admin/users/${crew.user.id}/admin-level`).send({ adminLevel, ...because('Helps with the queue') }).expect(403);
        expect(res.body.message).toBe('You cannot grant an admin level above your own');
      }
      expect(await levelOf(crew)).toBeNull();
      expect(await levelOf(senior)).toBe('admin');
      // What she may do still works.
      await moderator.agent.patch(`/api/admin/users/${crew.user.id}/admin-level`).send({ adminLevel: 'moderator', ...because('Helps with the queue') }).expect(200);
    });

    it('an admin cannot make a super admin; a super admin can, and can remove another super admin', async () => {
      const senior = await admin(app, 'admin');
      const boss = await admin(app, 'super_admin');
      const crew = await person(app);
      expect((await senior.agent.patch(`/api/admin/users/${crew.user.id}/admin-level`).send({ adminLevel: 'super_admin', ...because('Second pair of hands') }).expect(403)).body.message).toBe(
        'You cannot grant an admin level above your own',
      );
      await boss.agent.patch(`/api/admin/users/${crew.user.id}/admin-level`).send({ adminLevel: 'super_admin', ...because('Second pair of hands') }).expect(200);
      await boss.agent.patch(`/api/admin/users/${crew.user.id}/admin-level`).send({ adminLevel: 'moderator', ...because('Stepping back to moderation') }).expect(200);
      expect(await levelOf(crew)).toBe('moderator');
    });
  });

  describe('nobody acts on their own account through the admin area', () => {
    it.each([['moderator'], ['super_admin']] as const)('a %s cannot change their own level or type, or delete themselves there', async (level) => {
      const self = await admin(app, level);
      const refusals: Array<[Promise<{ status: number; body: { message?: string } }>, string]> = [
        [self.agent.patch(`/api/admin/users/${self.user.id}/admin-level`).send({ adminLevel: null, ...because('Stepping down now') }), 'You cannot change your own admin level'],
        [self.agent.patch(`/api/admin/users/${self.user.id}/role`).send({ role: 'agency' }), 'You cannot change your own account type from the admin area'],
        [self.agent.delete(`/api/admin/users/${self.user.id}`).send(because('Leaving the company')), 'You cannot delete your own account from the admin area'],
      ];
      for (const [call, message] of refusals) {
        const res = await call;
        expect([res.status, res.body.message]).toEqual([403, message]);
      }
      expect(await levelOf(self)).toBe(level);
    });
  });

  describe('nobody moderates a review they wrote or received', () => {
    async function reviewsOf(moderator: Person) {
      const about = await review(moderator, await person(app), { text: `A fine second officer ${Math.random()}.`, confirm: false });
      const colleague = await person(app);
      const by = await review(colleague, moderator, { text: `Kept a steady watch ${Math.random()}.`, confirm: false });
      for (const id of [about, by]) {
        await app.api.get(CommandBus).execute(new FlagReviewCommand(id, '00000000-0000-4000-8000-00000000a0a0', { category: 'spam', note: 'Looks like spam to the rules' }, { ip: '192.0.2.1', userAgent: 't', requestId: 'r' }));
      }
      return { about, by };
    }

    it('refuses every decision through the admin area on a review about her or by her, and the flag stays', async () => {
      const moderator = await admin(app, 'moderator', { firstName: 'Mona' });
      const { about, by } = await reviewsOf(moderator);
      for (const [id, message] of [[about, 'You cannot moderate a review about you'], [by, 'You cannot moderate a review you wrote']]) {
        for (const res of await Promise.all([
          moderator.agent.post(`/api/admin/reviews/${id}/clear-flag`).send(because('Looks fine to me', 'confirmed-genuine')),
          moderator.agent.post(`/api/admin/reviews/${id}/verify`).send(because('Looks fine to me', 'confirmed-genuine')),
          moderator.agent.post(`/api/admin/reviews/${id}/flag`).send(because('Looks wrong to me', 'spam')),
          moderator.agent.delete(`/api/admin/reviews/${id}`).send(because('Looks wrong to me', 'spam')),
        ])) {
          expect([res.status, res.body.message]).toEqual([403, message]);
        }
      }
      const suspicious = (await moderator.agent.get('/api/admin/suspicious-reviews').expect(200)).body.map((r: { id: string }) => r.id);
      expect(suspicious).toEqual(expect.arrayContaining([about, by]));
      // Another admin may.
      const other = await admin(app, 'moderator');
      await other.agent.post(`/api/admin/reviews/${about}/clear-flag`).send(because('Checked with the captain', 'confirmed-genuine')).expect(204);
    });

    it('refuses it from any other sender of the review commands too', async () => {
      const moderator = await admin(app, 'moderator');
      const { about, by } = await reviewsOf(moderator);
      const origin = { ip: '192.0.2.1', userAgent: 't', requestId: 'r' };
      const why = { category: 'confirmed-genuine' as const, note: 'Looks fine to me' };
      for (const id of [about, by]) {
        for (const command of [new ClearReviewFlagCommand(id, moderator.user.id, why, origin), new VerifyReviewCommand(id, moderator.user.id, why, origin), new DeleteReviewCommand(id, moderator.user.id, why, origin)]) {
          await expect(app.api.get(CommandBus).execute(command)).rejects.toMatchObject({ status: 403 });
        }
      }
    });
  });

  describe('ADMIN_EMAILS, the operator’s way back', () => {
    it('makes a listed, verified address super admin again at its next sign-in, whatever an admin had set, and the log says so', async () => {
      const boss = await admin(app, 'super_admin');
      const agent = app.agent();
      await agent.post('/api/auth/signup').send({ email: OPERATOR, password: STRONG_PASSWORD, firstName: 'Hana', lastName: 'Master' }).expect(201);
      const mail = await app.smtp.waitFor(OPERATOR, /Confirm your email/);
      await agent.get(new URL(linkIn(mail, `${app.config.APP_URL}/api/auth/email-link/`)).pathname).expect(303);
      const operator = (await agent.get('/api/auth/user').expect(200)).body as { id: string; adminLevel: string };
      expect(operator.adminLevel).toBe('super_admin');

      await boss.agent.patch(`/api/admin/users/${operator.id}/admin-level`).send({ adminLevel: 'moderator', ...because('Fewer super admins for now') }).expect(200);
      expect((await agent.get('/api/auth/user').expect(200)).body.adminLevel).toBe('moderator');
      await agent.post('/api/auth/login').send({ email: OPERATOR, password: STRONG_PASSWORD }).expect(200);
      expect((await agent.get('/api/auth/user').expect(200)).body.adminLevel).toBe('super_admin');

      await eventsDelivered(app);
      const [entry] = (await boss.agent.get('/api/admin/audit-log').expect(200)).body.filter((e: { target: { id: string } }) => e.target.id === operator.id);
      expect(entry).toMatchObject({ action: 'user.admin-level-restored', actor: { id: null, name: 'system' }, details: { from: 'moderator', to: 'super_admin', source: 'ADMIN_EMAILS' } });
    });
  });
});
