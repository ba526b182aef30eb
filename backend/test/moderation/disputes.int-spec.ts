import { person, review, type Person } from '../sharing/sharing-helpers.js';
import { addAuthenticator } from '../support/second-factor.js';
import { STRONG_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

/** DESIGN.md, "Disputes": people are told of a removal or an upheld flag, may dispute once, and another admin decides. */
const because = (note: string, category = 'spam') => ({ reason: { category, note } });
const DISPUTE_TEXT = 'We served together on M/Y Aurora for the whole 2025 season; the captain can confirm it.';

describe('outcomes told, and disputes decided by another admin', () => {
  let app: TestApp;
  let first: Person;
  let second: Person;

  beforeAll(async () => {
    app = await startTestApp();
    first = await admin('Ada', 'First');
    second = await admin('Ben', 'Second');
  });
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(text, params);
  async function admin(firstName: string, lastName: string) {
    const someone = await person(app, { firstName, lastName });
    await sql(`update users set admin_level = 'admin' where id = ?`, [someone.user.id]);
    await addAuthenticator(app, someone.agent);
    return someone;
  }
  async function reviewBetween() {
    const owner = await person(app, { firstName: 'Olga', lastName: 'Owner' });
    const reviewer = await person(app, { firstName: 'Rita', lastName: 'Reviewer' });
    const id = await review(owner, reviewer, { text: `Olga kept the bridge calm on every crossing ${Math.random()}.`, rating: 5 });
    return { owner, reviewer, id };
  }

  it('tells both people of a removal with its category, lets each dispute once, and restores the review when another admin overturns it', async () => {
    const { owner, reviewer, id } = await reviewBetween();
    await first.agent.delete(`/api/admin/reviews/${id}`).send(because('Looked copied from another profile', 'duplicate-or-copied')).expect(204);
    expect((await owner.agent.get('/api/reviews').expect(200)).body).toEqual([]);

    for (const [who, subject] of [[owner, /A review about you was removed/], [reviewer, /A review you wrote was removed/]] as const) {
      const mail = await app.smtp.waitFor(who.user.email, subject);
      expect(mail.text).toContain('Reason: Duplicate or copied text.');
      expect(mail.text).toContain(`${app.config.APP_URL}/disputes/${id}`);
      // The admin's own note stays with the admins.
      expect(mail.text).not.toContain('Looked copied');
    }

    expect((await owner.agent.get(`/api/disputes/review/${id}`).expect(200)).body).toMatchObject({ reviewId: id, side: 'reviewee', decision: 'removed', category: 'duplicate-or-copied', status: null });
    const stranger = await person(app);
    expect((await stranger.agent.get(`/api/disputes/review/${id}`).expect(404)).body.message).toBe('There is no decision on this review that you can dispute');
    await stranger.agent.post('/api/disputes').send({ reviewId: id, text: DISPUTE_TEXT }).expect(404);
    expect(JSON.stringify((await owner.agent.post('/api/disputes').send({ reviewId: id, text: 'Not fair.' }).expect(400)).body)).toContain('text must be 20 to 2000 characters');
    expect((await owner.agent.post('/api/disputes').send({ reviewId: id, text: DISPUTE_TEXT }).expect(201)).body).toMatchObject({ status: 'open', text: DISPUTE_TEXT });
    expect((await owner.agent.post('/api/disputes').send({ reviewId: id, text: DISPUTE_TEXT }).expect(409)).body.message).toBe(
      'You have already disputed this decision: another admin will decide and email you',
    );

    const [listed] = (await second.agent.get('/api/admin/disputes').expect(200)).body.filter((d: { reviewId: string }) => d.reviewId === id);
    expect(listed).toMatchObject({
      decision: 'removed',
      side: 'reviewee',
      text: DISPUTE_TEXT,
      revieweeName: 'Olga Owner',
      reviewerName: 'Rita Reviewer',
      decidedBy: { id: first.user.id, name: 'Ada First' },
      disputedBy: { id: owner.user.id },
      status: 'open',
      resolution: null,
    });

    const decide = (who: Person, body: object) => who.agent.post(`/api/admin/reviews/${id}/disputes/${listed.id}/decide`).send(body);
    expect((await decide(first, { outcome: 'overturned', ...because('Changed my mind here', 'confirmed-genuine') }).expect(403)).body.message).toBe(
      'A dispute is decided by another admin than the one who decided first',
    );
    expect(JSON.stringify((await decide(second, { outcome: 'maybe', ...because('Captain confirmed it', 'confirmed-genuine') }).expect(400)).body)).toContain('outcome must be upheld or overturned');
    await decide(second, { outcome: 'overturned', ...because('The captain confirmed they served together', 'confirmed-genuine') }).expect(204);
    expect((await decide(second, { outcome: 'upheld', ...because('Second thoughts again', 'other') }).expect(409)).body.message).toBe('This dispute was already decided');

    // Back as it was: listed and counted again.
    expect((await owner.agent.get('/api/reviews').expect(200)).body.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await owner.agent.get('/api/stats').expect(200)).body).toMatchObject({ totalReviews: 1 });
    await app.smtp.waitFor(owner.user.email, /Your dispute was decided/);
    const other = await app.smtp.waitFor(reviewer.user.email, /A dispute about a review was decided/);
    expect(other.text).toContain('the decision was reversed');
    const [entry] = (await second.agent.get('/api/admin/audit-log').expect(200)).body;
    expect(entry).toMatchObject({ action: 'dispute.decided', target: { type: 'review', id }, details: { outcome: 'overturned', disputed: 'removed' } });
    const [decided] = (await second.agent.get('/api/admin/disputes').query({ status: 'decided' }).expect(200)).body.filter((d: { id: string }) => d.id === listed.id);
    expect(decided).toMatchObject({ status: 'overturned', resolution: { actor: { id: second.user.id }, category: 'confirmed-genuine' } });
  });

  it('tells both people of an upheld flag; a dispute upheld changes nothing, one overturned clears the flag', async () => {
    const { owner, reviewer, id } = await reviewBetween();
    await first.agent.post(`/api/admin/reviews/${id}/flag`).send(because('Same text as on two other profiles')).expect(204);
    await app.smtp.waitFor(owner.user.email, /A review about you was flagged/);
    await app.smtp.waitFor(reviewer.user.email, /A review you wrote was flagged/);

    await reviewer.agent.post('/api/disputes').send({ reviewId: id, text: DISPUTE_TEXT }).expect(201);
    const [mine] = (await second.agent.get('/api/admin/disputes').expect(200)).body.filter((d: { reviewId: string }) => d.reviewId === id);
    await second.agent.post(`/api/admin/reviews/${id}/disputes/${mine.id}/decide`).send({ outcome: 'upheld', ...because('Text matches a known spam template') }).expect(204);
    expect((await second.agent.get('/api/admin/suspicious-reviews').expect(200)).body.map((r: { id: string }) => r.id)).toContain(id);
    expect((await app.smtp.waitFor(reviewer.user.email, /Your dispute was decided/)).text).toContain('the decision stands');

    // The reviewee disputes too (once each), and a third admin overturns: the flag goes.
    await owner.agent.post('/api/disputes').send({ reviewId: id, text: DISPUTE_TEXT }).expect(201);
    const [theirs] = (await second.agent.get('/api/admin/disputes').expect(200)).body.filter((d: { reviewId: string }) => d.reviewId === id);
    await second.agent.post(`/api/admin/reviews/${id}/disputes/${theirs.id}/decide`).send({ outcome: 'overturned', ...because('The vessel confirmed both served', 'confirmed-genuine') }).expect(204);
    expect((await second.agent.get('/api/admin/suspicious-reviews').expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('does not let an admin decide a dispute about a review they wrote or received', async () => {
    const owner = await admin('Mona', 'Moderator');
    const reviewer = await person(app);
    const id = await review(owner, reviewer, { text: `Steady hand on the helm ${Math.random()}.` });
    await first.agent.delete(`/api/admin/reviews/${id}`).send(because('Fake reviewer ring', 'fake-account')).expect(204);
    await reviewer.agent.post('/api/disputes').send({ reviewId: id, text: DISPUTE_TEXT }).expect(201);
    const [dispute] = (await second.agent.get('/api/admin/disputes').expect(200)).body.filter((d: { reviewId: string }) => d.reviewId === id);
    const res = await owner.agent.post(`/api/admin/reviews/${id}/disputes/${dispute.id}/decide`).send({ outcome: 'overturned', ...because('Looks fine to me', 'confirmed-genuine') }).expect(403);
    expect(res.body.message).toBe('You cannot moderate a review about you');
  });

  it('erases a person’s disputes with their account', async () => {
    const { owner, id } = await reviewBetween();
    await first.agent.delete(`/api/admin/reviews/${id}`).send(because('Spam posted twice today')).expect(204);
    await owner.agent.post('/api/disputes').send({ reviewId: id, text: DISPUTE_TEXT }).expect(201);
    await owner.agent.delete('/api/user/account').send({ password: STRONG_PASSWORD }).expect(204);
    expect(await sql('select 1 from moderation_disputes where disputed_by = ?', [owner.user.id])).toEqual([]);
  });
});
