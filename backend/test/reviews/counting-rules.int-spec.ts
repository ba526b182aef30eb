import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import { identityEvents } from '../../src/modules/identity/identity-events.js';
import { ClearReviewFlagCommand, DeleteReviewCommand, FlagReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { RebuildReviewProjectionsCommand } from '../../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { SUSPENDED_REVIEWERS_SUBSCRIBER, SuspendedReviewersSubscriber } from '../../src/modules/reviews/suspended-reviewers/suspended-reviewers.subscriber.js';
import { addPeriod } from '../sea-service/sea-service-helpers.js';
import { crew, employer } from '../search/search-helpers.js';
import { createLink, type Person, person, verifyEmail } from '../sharing/sharing-helpers.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { commandEventCount, count } from './review-helpers.js';

/**
 * Which reviews count and show (DESIGN.md, "Repeat reviews", "Suspension"; ADR 0034), checked
 * where people see them: the owner's stats and skills, the owner's review list, the shared
 * profile, and the rating employers find in search.
 */
describe('which reviews count', () => {
  let app: TestApp;
  let admin: Person;
  let boss: Person;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await person(app, { firstName: 'Ada', lastName: 'Admin' });
    boss = await employer(app, 'enterprise');
  });
  afterAll(() => app.close());

  const origin = { ip: '192.0.2.9', userAgent: 'admin console', requestId: 'admin-request' };
  let ip = 1;

  /** A request to `reviewer` about a vessel (free text, or one of the owner's periods), answered and confirmed. */
  async function review(owner: Person, reviewer: Person, vessel: { context: string; servicePeriodId?: string }, fields: Record<string, unknown> = {}) {
    const request = await owner.agent.post('/api/review-requests').send({ reviewerEmail: reviewer.user.email, ...vessel }).expect(201);
    const submitted = await reviewer.agent
      .post('/api/reviews')
      .set('X-Forwarded-For', `198.51.100.${ip++}`)
      .send({
        reviewRequestId: request.body.id, revieweeId: owner.user.id, reviewerName: 'Form Name', rating: 5, skills: [],
        text: `Review ${ip}: ${['steady on the helm in heavy weather', 'kept the engine room spotless', 'trained the new deckhands patiently', 'ran a calm and tidy galley', 'always first on deck'][ip % 5]}.`,
        reviewerPosition: 'Chief Officer', reviewerVessel: vessel.context, verificationMethod: 'email', ...fields,
      })
      .expect(201);
    const id = submitted.body.id as string;
    await owner.agent.patch(`/api/reviews/${id}`).send({ status: 'confirmed' }).expect(200);
    return id;
  }

  async function colleague(firstName: string) {
    const p = await person(app, { firstName, lastName: 'Colleague' });
    await verifyEmail(app, p.user.email);
    return p;
  }

  const links = new Map<string, string>();
  /** Everything a person's numbers show up in, after every event is delivered. */
  async function seen(owner: Person) {
    if (!links.has(owner.user.id)) links.set(owner.user.id, (await createLink(owner)).token);
    await eventsDelivered(app);
    const { firstName, lastName } = (await owner.agent.get('/api/auth/user').expect(200)).body as { firstName: string; lastName: string };
    const [stats, skills, reviews, profile, search] = await Promise.all([
      owner.agent.get('/api/stats').expect(200),
      owner.agent.get('/api/skills').expect(200),
      owner.agent.get('/api/reviews').expect(200),
      app.http().get(`/api/public/profile/${links.get(owner.user.id)}`).expect(200),
      boss.agent.get('/api/search/crew').query({ query: `${firstName} ${lastName}` }).expect(200),
    ]);
    const { profileViews: _, activeLinks: __, ...reviewStats } = stats.body;
    return {
      stats: reviewStats as { totalReviews: number; verifiedReviews: number; pendingReviews: number; averageRating: number; servedTogetherReviews: number },
      skills: skills.body as Array<{ skill: string; rating: number }>,
      reviews: reviews.body as Array<{ id: string; flaggedAsSuspicious: boolean; reviewerSuspended: boolean; servedTogether: unknown }>,
      profile: profile.body as { stats: Record<string, number>; skills: Array<{ name: string; averageRating: number }>; reviews: Array<{ id: string }> },
      // The directory's numbers, as a search result card shows them.
      search: (search.body as Array<{ id: string; averageRating: number | null; totalReviews: number; verifiedReviews: number }>).find((c) => c.id === owner.user.id)!,
    };
  }

  describe('one review per colleague and vessel', () => {
    it('refuses a second request to the same address for a vessel it already reviewed, with who and which vessel (409), and records nothing', async () => {
      const nina = await person(app, { firstName: 'Nina', lastName: 'Owner' });
      const sam = await person(app, { firstName: 'Sam', lastName: 'Shipmate' });
      const aurora = await addPeriod(nina, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
      const renamed = await addPeriod(nina, { vesselName: 'M/Y Dawn', signOnDate: '2024-09-01', signOffDate: '2024-10-01' });
      await review(nina, sam, { context: 'Mediterranean season 2024', servicePeriodId: aurora.id });

      const before = await commandEventCount(app);
      const message = 'Sam Shipmate already reviewed you for M/Y Aurora. A colleague reviews you once per vessel.';
      // The same ship by its IMO number, whatever it is called in the period now.
      const again = await nina.agent.post('/api/review-requests').send({ reviewerEmail: sam.user.email.toUpperCase(), context: 'Second season', servicePeriodId: renamed.id }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message });
      // No period named: the context is the vessel's name, compared ignoring case and spaces.
      expect((await nina.agent.post('/api/review-requests').send({ reviewerEmail: sam.user.email, context: '  m/y   AURORA ' }).expect(409)).body.message).toBe(message);
      expect(await commandEventCount(app)).toBe(before);

      // Another vessel is another review; another address is another colleague.
      await nina.agent.post('/api/review-requests').send({ reviewerEmail: sam.user.email, context: 'S/Y Boreas, Caribbean 2025' }).expect(201);
      await nina.agent.post('/api/review-requests').send({ reviewerEmail: 'someone.else@example.com', context: 'M/Y Aurora' }).expect(201);
    });

    it('a deleted review no longer stands in the way', async () => {
      const nina = await person(app);
      const sam = await person(app, { firstName: 'Sam', lastName: 'Deleted' });
      const id = await review(nina, sam, { context: 'M/Y Aurora' });
      await nina.agent.post('/api/review-requests').send({ reviewerEmail: sam.user.email, context: 'M/Y Aurora' }).expect(409);
      await app.api.get(CommandBus).execute(new DeleteReviewCommand(id, admin.user.id, { category: 'spam', note: 'Removed after a complaint.' }, origin));
      await nina.agent.post('/api/review-requests').send({ reviewerEmail: sam.user.email, context: 'M/Y Aurora' }).expect(201);
    });
  });

  it('a colleague who reviewed you on two vessels counts once, with the average of their reviews, everywhere', async () => {
    const owner = await crew(app, { firstName: 'Olga', lastName: 'Twice' });
    const sam = await colleague('Sam');
    const kim = await colleague('Kim');
    const first = await review(owner, sam, { context: 'M/Y Aurora' }, { rating: 5, technicalSkills: 'excellent' });
    const second = await review(owner, sam, { context: 'S/Y Boreas' }, { rating: 3, technicalSkills: 'good' });
    const third = await review(owner, kim, { context: 'M/Y Aurora' }, { rating: 2, technicalSkills: 'fair' });

    const now = await seen(owner);
    // Sam's 5 and 3 are one colleague's 4; with Kim's 2: two colleagues, 3.0 (not 3 reviews averaging 3.3).
    expect(now.stats).toMatchObject({ totalReviews: 2, verifiedReviews: 2, pendingReviews: 0, averageRating: 3 });
    expect(now.skills).toEqual([{ skill: 'Technical Skills', rating: 3 }]);
    expect(now.profile.stats).toMatchObject({ totalReviews: 2, verifiedReviews: 2, averageRating: 3 });
    expect(now.profile.skills).toEqual([{ name: 'Technical Skills', averageRating: 3 }]);
    expect(now.search).toMatchObject({ averageRating: 3, totalReviews: 2, verifiedReviews: 2 });
    // Every review still shows, to the owner and on the shared profile.
    expect(now.reviews.map((r) => r.id).sort()).toEqual([first, second, third].sort());
    expect(now.profile.reviews.map((r) => r.id).sort()).toEqual([first, second, third].sort());

    // Sam's reviews hidden one by one: the public numbers keep Sam while one of them is public.
    await owner.agent.patch(`/api/reviews/${first}/toggle-visibility`).expect(200);
    expect((await seen(owner)).profile.stats).toMatchObject({ totalReviews: 2, averageRating: 2.5 });
    await owner.agent.patch(`/api/reviews/${second}/toggle-visibility`).expect(200);
    const hidden = await seen(owner);
    expect(hidden.profile.stats).toMatchObject({ totalReviews: 1, averageRating: 2 });
    expect(hidden.search).toMatchObject({ averageRating: 2, totalReviews: 1 });
    // The owner's own numbers count hidden reviews, as before.
    expect(hidden.stats).toMatchObject({ totalReviews: 2, averageRating: 3 });
  });

  it('a flagged review counts nowhere and loses its served-together marks until an admin clears it', async () => {
    const owner = await crew(app, { firstName: 'Fay', lastName: 'Flagged' });
    const sam = await colleague('Sam');
    const kim = await colleague('Kim');
    const aurora = await addPeriod(owner, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    await addPeriod(sam, { signOnDate: '2024-05-15', signOffDate: '2024-12-01' });
    const flagged = await review(owner, sam, { context: 'Med season', servicePeriodId: aurora.id }, { rating: 5, confirmService: true, workEthic: 'excellent' });
    await review(owner, kim, { context: 'M/Y Aurora' }, { rating: 2, workEthic: 'fair' });

    const before = await seen(owner);
    expect(before.stats).toMatchObject({ totalReviews: 2, averageRating: 3.5, servedTogetherReviews: 1 });
    const confirmations = async () => (await owner.agent.get('/api/sea-service').expect(200)).body.periods[0].confirmations as unknown[];
    expect(await confirmations()).toHaveLength(1);

    await app.api.get(CommandBus).execute(new FlagReviewCommand(flagged, admin.user.id, { category: 'conflict-of-interest', note: 'Reviewer and owner are related.' }, origin));
    const whileFlagged = await seen(owner);
    expect(whileFlagged.stats).toMatchObject({ totalReviews: 1, verifiedReviews: 1, averageRating: 2, servedTogetherReviews: 0 });
    expect(whileFlagged.skills).toEqual([{ skill: 'Work Ethic', rating: 2 }]);
    expect(whileFlagged.reviews.find((r) => r.id === flagged)).toMatchObject({ flaggedAsSuspicious: true, servedTogether: null });
    expect(await confirmations()).toEqual([]);
    expect(whileFlagged.profile.stats).toMatchObject({ totalReviews: 1, averageRating: 2, servedTogetherReviews: 0 });
    expect(whileFlagged.profile.reviews.map((r) => r.id)).not.toContain(flagged);
    expect(whileFlagged.search).toMatchObject({ averageRating: 2, totalReviews: 1 });

    await app.api.get(CommandBus).execute(new ClearReviewFlagCommand(flagged, admin.user.id, { category: 'confirmed-genuine', note: 'They sailed together; not related.' }, origin));
    const cleared = await seen(owner);
    expect(cleared.stats).toEqual(before.stats);
    expect(cleared.skills).toEqual(before.skills);
    expect(cleared.reviews.find((r) => r.id === flagged)).toMatchObject({ flaggedAsSuspicious: false, servedTogether: expect.objectContaining({ vesselName: 'M/Y Aurora', serviceConfirmed: true }) });
    expect(await confirmations()).toHaveLength(1);
    expect(cleared.profile.stats).toEqual(before.profile.stats);
    expect(cleared.search).toEqual(before.search);
  });

  it('after a change in how reviews count, a rebuild that announces brings search and the shared profile in line', async () => {
    const owner = await crew(app, { firstName: 'Ari', lastName: 'Announced' });
    await review(owner, await colleague('Sam'), { context: 'M/Y Aurora' }, { rating: 4 });
    const before = await seen(owner);
    // As if search had last heard numbers counted the old way.
    await app.em.fork().getConnection().execute('update crew_search set average_rating = 1, total_reviews = 9 where user_id = ?', [owner.user.id]);
    expect((await seen(owner)).search).toMatchObject({ averageRating: 1, totalReviews: 9 });

    const result = await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand(true));
    expect(result.announced).toBe(await count(app, 'select count(*) from review_stats'));
    expect((await seen(owner)).search).toEqual(before.search);
  });

  describe('suspension', () => {
    /** As identity does it: the column and the event in one transaction (identity.account-suspended / suspension-lifted). */
    async function suspend(who: Person, suspended: boolean) {
      await app.api.get(EntityManager).fork().transactional(async (em) => {
        await em.execute('update users set suspended_at = ? where id = ?', [suspended ? new Date() : null, who.user.id]);
        app.api.get(IntegrationEvents).publish(em, suspended ? identityEvents.accountSuspended(who.user.id, admin.user.id, new Date()) : identityEvents.suspensionLifted(who.user.id, admin.user.id));
      });
    }

    const tables = async () => {
      const conn = app.em.fork().getConnection();
      const rows: Record<string, unknown[]> = {};
      for (const [table, order] of Object.entries({ review_reviewer_stats: 'reviewee_id, reviewer_id', review_stats: 'user_id', review_skill_stats: 'user_id, skill', reviews_suspended_accounts: 'user_id' })) {
        rows[table] = await conn.execute(`select * from ${table} order by ${order}`);
      }
      return rows;
    };

    it("a suspended person's written reviews count and show nowhere until the suspension is lifted, and nothing is erased", async () => {
      const owner = await crew(app, { firstName: 'Sue', lastName: 'Owner' });
      const other = await crew(app, { firstName: 'Otto', lastName: 'Other' });
      const sam = await colleague('Suspended');
      const kim = await colleague('Kim');
      const aurora = await addPeriod(owner, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
      await addPeriod(sam, { signOnDate: '2024-05-15', signOffDate: '2024-12-01' });
      const samFirst = await review(owner, sam, { context: 'Med season', servicePeriodId: aurora.id }, { rating: 5, confirmService: true, professionalism: 'excellent' });
      const samSecond = await review(owner, sam, { context: 'S/Y Boreas' }, { rating: 4 });
      const kims = await review(owner, kim, { context: 'M/Y Aurora' }, { rating: 1, professionalism: 'needs-improvement' });
      await review(other, sam, { context: 'M/Y Aurora' }, { rating: 5 });
      const before = await seen(owner);
      const otherBefore = await seen(other);
      expect(before.stats).toMatchObject({ totalReviews: 2, averageRating: 2.8, servedTogetherReviews: 1 });
      const liveBefore = await tables();

      await suspend(sam, true);
      const suspended = await seen(owner);
      expect(suspended.stats).toMatchObject({ totalReviews: 1, verifiedReviews: 1, averageRating: 1, servedTogetherReviews: 0 });
      expect(suspended.skills).toEqual([{ skill: 'Professionalism', rating: 1 }]);
      expect(suspended.profile.stats).toMatchObject({ totalReviews: 1, averageRating: 1, servedTogetherReviews: 0 });
      expect(suspended.profile.reviews.map((r) => r.id)).toEqual([kims]);
      expect(JSON.stringify(suspended.profile)).not.toContain('Suspended');
      expect(suspended.search).toMatchObject({ averageRating: 1, totalReviews: 1 });
      // The owner still sees them, marked, without the served-together mark.
      expect(suspended.reviews.filter((r) => r.reviewerSuspended).map((r) => r.id).sort()).toEqual([samFirst, samSecond].sort());
      expect(suspended.reviews.find((r) => r.id === samFirst)?.servedTogether).toBeNull();
      expect((await owner.agent.get('/api/sea-service').expect(200)).body.periods[0].confirmations).toEqual([]);
      const otherSuspended = await seen(other);
      expect(otherSuspended.stats).toMatchObject({ totalReviews: 0, averageRating: 0 });
      expect(otherSuspended.search).toMatchObject({ totalReviews: 0 });
      expect(otherSuspended.profile.reviews).toEqual([]);
      // Nothing erased: every review is still in the table.
      const [{ n }] = await app.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from reviews where reviewer_id = ?', [sam.user.id]);
      expect(n).toBe(3);

      // The live tables equal a rebuild from the log, and a replay of the subscriber.
      const live = await tables();
      await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
      expect(await tables()).toEqual(live);
      await app.worker.get(Subscribers).replay(SUSPENDED_REVIEWERS_SUBSCRIBER);
      expect(await tables()).toEqual(live);

      // An older suspension delivered after a later lift changes nothing (the later position wins).
      await suspend(sam, false);
      await eventsDelivered(app);
      const lifted = await tables();
      await app.worker.get(EntityManager).fork().transactional((em) =>
        app.worker.get(SuspendedReviewersSubscriber).handle(em, { type: 'identity.account-suspended', version: 1, position: '1', eventId: 'old', occurredAt: '', payload: { userId: sam.user.id } }),
      );
      expect(await tables()).toEqual(lifted);

      // Lifted: everything is back as it was.
      const after = await seen(owner);
      expect(after.stats).toEqual(before.stats);
      expect(after.skills).toEqual(before.skills);
      expect(after.profile.stats).toEqual(before.profile.stats);
      expect(after.profile.reviews.map((r) => r.id).sort()).toEqual(before.profile.reviews.map((r) => r.id).sort());
      expect(after.search).toEqual(before.search);
      expect(after.reviews.every((r) => !r.reviewerSuspended)).toBe(true);
      expect((await seen(other)).stats).toEqual(otherBefore.stats);
      const { reviews_suspended_accounts: _, ...numbers } = await tables();
      const { reviews_suspended_accounts: __, ...numbersBefore } = liveBefore;
      expect(numbers).toEqual(numbersBefore);
    });

    it('a review recorded for an account already suspended counts for nothing from the start', async () => {
      const owner = await crew(app, { firstName: 'Late', lastName: 'Owner' });
      const sam = await colleague('Late');
      await suspend(sam, true);
      await eventsDelivered(app);
      // The pair is new: it starts suspended.
      await review(owner, sam, { context: 'M/Y Aurora' }, { rating: 5 });
      const now = await seen(owner);
      expect(now.stats).toMatchObject({ totalReviews: 0, averageRating: 0 });
      expect(now.reviews[0].reviewerSuspended).toBe(true);
      await suspend(sam, false);
      expect((await seen(owner)).stats).toMatchObject({ totalReviews: 1, averageRating: 5 });
    });
  });
});
