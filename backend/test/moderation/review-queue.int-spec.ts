import { CommandBus } from '@nestjs/cqrs';
import { FlagReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { person, review, type Person } from '../sharing/sharing-helpers.js';
import { addAuthenticator } from '../support/second-factor.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The moderation queue: the review lists paged, filtered and sorted on the server, settled flags, bulk decisions. */
const because = (note: string, category = 'confirmed-genuine') => ({ reason: { category, note } });
const RULES_ID = '00000000-0000-4000-8000-00000000a0a0';

describe('the moderation queue', () => {
  let app: TestApp;
  let boss: Person;
  let owner: Person;
  let ids: { old: string; low: string; mid: string };

  beforeAll(async () => {
    app = await startTestApp();
    boss = await person(app, { firstName: 'Ada', lastName: 'Admin' });
    await sql(`update users set admin_level = 'super_admin' where id = ?`, [boss.user.id]);
    await addAuthenticator(app, boss.agent);
    owner = await person(app, { firstName: 'Olga', lastName: 'Owner' });
    // A reviewer whose account is a month old: no 'new reviewer account' warning on their review.
    const seasoned = await person(app, { firstName: 'Sven', lastName: 'Seasoned' });
    await sql(`update users set created_at = now() - interval '30 days' where id = ?`, [seasoned.user.id]);
    const old = await review(owner, seasoned, { text: 'Steady hand on the helm through the whole season.', rating: 4 });
    const low = await review(owner, await person(app, { firstName: 'Lou', lastName: 'Lowball' }), { text: 'Late to every watch, twice.', rating: 2, confirm: false });
    const mid = await review(owner, await person(app, { firstName: 'Mia', lastName: 'Middle' }), { text: 'Good bosun, kept the deck tidy.', rating: 3 });
    ids = { old, low, mid };
    await sql(`update reviews set created_at = now() - interval '10 days' where id = ?`, [old]);
  });
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(text, params);
  const list = async (path: string, query: Record<string, unknown>) => {
    const res = await boss.agent.get(path).query({ revieweeId: owner.user.id, ...query }).expect(200);
    return { ids: (res.body as Array<{ id: string }>).map((r) => r.id), total: Number(res.headers['x-total-count']), body: res.body };
  };
  const flag = (id: string, note = 'Looks copied from another') =>
    app.api.get(CommandBus).execute(new FlagReviewCommand(id, RULES_ID, { category: 'spam', note }, { ip: '192.0.2.1', userAgent: 't', requestId: 'r' }));

  it('pages on the server with the total, newest first', async () => {
    const first = await list('/api/admin/reviews', { pageSize: 2 });
    expect(first).toMatchObject({ ids: [ids.mid, ids.low], total: 3 });
    expect((await list('/api/admin/reviews', { pageSize: 2, page: 2 })).ids).toEqual([ids.old]);
  });

  it('sorts oldest first or lowest rating first', async () => {
    expect((await list('/api/admin/reviews', { sort: 'oldest' })).ids).toEqual([ids.old, ids.low, ids.mid]);
    expect((await list('/api/admin/reviews', { sort: 'lowest-rating' })).ids).toEqual([ids.low, ids.mid, ids.old]);
  });

  it('filters by status, verified, reviewer, fraud rule, number of signals and days', async () => {
    expect((await list('/api/admin/reviews', { status: 'pending' })).ids).toEqual([ids.low]);
    expect((await list('/api/admin/reviews', { reviewer: 'lowBALL' })).ids).toEqual([ids.low]);
    // By the reviewee's name, without the id: every review about Olga, and nobody else's.
    expect((await list('/api/admin/reviews', { revieweeId: undefined, reviewee: 'olga own' })).total).toBe(0);
    expect((await list('/api/admin/reviews', { revieweeId: undefined, reviewee: 'Owner' })).ids).toEqual([ids.mid, ids.low, ids.old]);
    expect((await list('/api/admin/reviews', { rule: 'new-reviewer-account' })).ids).toEqual([ids.mid, ids.low]);
    expect((await list('/api/admin/reviews', { minSignals: 1 })).ids).toEqual([ids.mid, ids.low]);
    expect((await list('/api/admin/reviews', { minFlags: 1 })).ids).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const elevenDaysAgo = new Date(Date.now() - 11 * 86_400_000).toISOString().slice(0, 10);
    const nineDaysAgo = new Date(Date.now() - 9 * 86_400_000).toISOString().slice(0, 10);
    expect((await list('/api/admin/reviews', { from: today, to: today })).ids).toEqual([ids.mid, ids.low]);
    expect((await list('/api/admin/reviews', { from: elevenDaysAgo, to: nineDaysAgo })).ids).toEqual([ids.old]);
    const verified = (await list('/api/admin/reviews', { verified: 'true' })).ids;
    const unverified = (await list('/api/admin/reviews', { verified: 'false' })).ids;
    expect([...verified, ...unverified].sort()).toEqual(Object.values(ids).sort());
  });

  it.each([
    [{ status: 'hidden' }, 'status must be pending or confirmed'],
    [{ verified: 'yes' }, 'verified must be true or false'],
    [{ rule: 'vibes' }, 'rule must be one of'],
    [{ minSignals: 0 }, 'minSignals must be a whole number from 1 to 20'],
    [{ from: '25/11/2026' }, 'from must be a date (YYYY-MM-DD)'],
    [{ sort: 'random' }, 'sort must be one of'],
    [{ revieweeId: 'olga' }, 'revieweeId must be a user id'],
    [{ pageSize: 101 }, 'pageSize must be a whole number from 1 to 100'],
  ])('refuses the bad filter %j with a 400 naming it', async (query, message) => {
    expect(JSON.stringify((await boss.agent.get('/api/admin/suspicious-reviews').query(query).expect(400)).body)).toContain(message);
  });

  it('shows a settled flag as resolved, by whom, when and why; a live flag has no resolution', async () => {
    await flag(ids.mid);
    expect((await list('/api/admin/suspicious-reviews', {})).body.find((r: { id: string }) => r.id === ids.mid)).toMatchObject({ flaggedAsSuspicious: true, resolution: null });
    await boss.agent.post(`/api/admin/reviews/${ids.mid}/clear-flag`).send(because('Confirmed with the captain')).expect(204);
    const [settled] = (await list('/api/admin/reviews', { reviewer: 'Middle' })).body;
    expect(settled).toMatchObject({
      flaggedAsSuspicious: false,
      resolution: { kind: 'flag-cleared', actor: { id: boss.user.id, name: 'Ada Admin' }, category: 'confirmed-genuine', note: 'Confirmed with the captain' },
    });
    expect(Date.parse(settled.resolution.at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list('/api/admin/suspicious-reviews', {})).ids).not.toContain(ids.mid);
  });

  describe('bulk decisions', () => {
    it('decides each review on its own with one reason, says which were refused, and audits each', async () => {
      await flag(ids.old);
      await flag(ids.low);
      const res = await boss.agent
        .post('/api/admin/reviews/bulk')
        .send({ action: 'clear-flag', reviewIds: [ids.old, ids.low, ids.mid], ...because('Shipmates who shared one laptop') })
        .expect(200);
      expect(res.body).toEqual([
        { reviewId: ids.old, ok: true, message: null },
        { reviewId: ids.low, ok: true, message: null },
        { reviewId: ids.mid, ok: false, message: 'This review is not flagged' },
      ]);
      expect((await list('/api/admin/suspicious-reviews', {})).total).toBe(0);
      const log = (await boss.agent.get('/api/admin/audit-log').expect(200)).body.slice(0, 2);
      expect(log.map((e: { action: string; target: { id: string } }) => [e.action, e.target.id])).toEqual([
        ['review.flag-cleared', ids.low],
        ['review.flag-cleared', ids.old],
      ]);
      expect(log[0].details).toEqual(because('Shipmates who shared one laptop'));
    });

    it('refuses the whole batch, changing nothing, when one review is about or by the admin', async () => {
      const moderator = await person(app, { firstName: 'Mona', lastName: 'Moderator' });
      await sql(`update users set admin_level = 'moderator' where id = ?`, [moderator.user.id]);
      await addAuthenticator(app, moderator.agent);
      const about = await review(moderator, await person(app), { text: 'Sharp eyes on lookout duty.', confirm: false });
      await flag(about);
      await flag(ids.old);
      const res = await moderator.agent.post('/api/admin/reviews/bulk').send({ action: 'verify', reviewIds: [ids.old, about], ...because('All checked by phone') }).expect(403);
      expect(res.body.message).toBe('You cannot moderate a review about you');
      const suspicious = (await boss.agent.get('/api/admin/suspicious-reviews').expect(200)).body.map((r: { id: string }) => r.id);
      expect(suspicious).toEqual(expect.arrayContaining([about, ids.old]));
    });

    it.each([
      [{ action: 'verify', reviewIds: [] }, 'reviewIds must be a list of 1 to 100 ids'],
      [{ action: 'verify', reviewIds: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000001') }, 'reviewIds must be a list of 1 to 100 ids'],
      [{ action: 'verify', reviewIds: ['nope'] }, 'reviewIds must be a list of 1 to 100 ids'],
      [{ action: 'hide', reviewIds: ['00000000-0000-4000-8000-000000000001'] }, 'action must be one of: clear-flag, verify, delete'],
      [{ action: 'verify', reviewIds: ['00000000-0000-4000-8000-000000000001'], reason: { category: 'spam', note: 'short' } }, 'reason.note must be'],
    ])('refuses a bad batch %#', async (body, message) => {
      const res = await boss.agent.post('/api/admin/reviews/bulk').send({ ...because('All checked by phone'), ...body }).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    });
  });
});
