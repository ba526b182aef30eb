import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { MailFailedEvent } from '../../src/platform/mail/mail.events.js';
import { identityEvents } from '../../src/modules/identity/identity-events.js';
import { ClearReviewFlagCommand, DeleteReviewCommand, FlagReviewCommand, RestoreReviewCommand, VerifyReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { RebuildReviewProjectionsCommand } from '../../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { eventsDelivered, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';
import { count, person, randomIp, requestReview, reviewed, reviewPayload, verifyEmail } from './review-helpers.js';
import { nodeArgs } from '../support/entry-points.mjs';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));

const TABLES = {
  review_requests: 'id',
  reviews: 'id',
  review_reviewer_stats: 'reviewee_id, reviewer_id',
  review_stats: 'user_id',
  review_skill_stats: 'user_id, skill',
} as const;

describe('rebuilding the review projections from the log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const snapshot = async () => {
    const conn = app.em.fork().getConnection();
    const result: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(TABLES)) result[table] = await conn.execute(`select * from ${table} order by ${order}`);
    return result;
  };

  const waitUntil = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** A realistic mixed history: requests, declines, answers, confirms, hides/shows, flags, admin verify/delete, email sent and failed. */
  async function history() {
    const [captain, mate, bosun, chef, engineer, deckhand] = await Promise.all(
      ['Captain', 'Mate', 'Bosun', 'Chef', 'Engineer', 'Deckhand'].map((lastName) => person(app, { firstName: 'Crew', lastName })),
    );
    const throwaway = await person(app, { email: uniqueEmail('temp').replace('@example.com', '@yopmail.com') });
    await Promise.all([verifyEmail(app, mate.user.email), verifyEmail(app, engineer.user.email), verifyEmail(app, throwaway.user.email)]);

    // Captain: a confirmed review hidden then shown again, a declined request, a confirmed
    // unverified review left hidden, a flagged one, and a request nobody answered yet.
    const fromMate = await reviewed(captain, mate, { rating: 5, technicalSkills: 'excellent', workEthic: 'very-good' });
    await captain.agent.patch(`/api/reviews/${fromMate.reviewId}`).send({ status: 'confirmed' }).expect(200);
    await captain.agent.patch(`/api/reviews/${fromMate.reviewId}/toggle-visibility`).expect(200);
    await captain.agent.patch(`/api/reviews/${fromMate.reviewId}/toggle-visibility`).expect(200);
    const toBosun = await requestReview(captain, bosun.user.email);
    await bosun.agent.patch(`/api/review-requests/${toBosun.id}/decline`).expect(200);
    const fromChef = await reviewed(captain, chef, { rating: 3, technicalSkills: 'good', communication: 'fair', text: 'Fed twelve crew through a stormy crossing.' });
    await captain.agent.patch(`/api/reviews/${fromChef.reviewId}`).send({ status: 'confirmed' }).expect(200);
    await captain.agent.patch(`/api/reviews/${fromChef.reviewId}/toggle-visibility`).expect(200);
    const fromThrowaway = await reviewed(captain, throwaway, { rating: 1, text: 'Do not hire this captain, ever, under any circumstances.' });
    await requestReview(captain, uniqueEmail('no-account'));

    // Deckhand: three reviews from one address within a day (the third is flagged), one a near copy.
    const text = 'Hard-working deckhand who learned fast and kept the tenders in perfect order.';
    await reviewed(deckhand, mate, { rating: 4, text }, '203.0.113.50');
    await reviewed(deckhand, engineer, { rating: 5, text: `${text}!` }, '203.0.113.50');
    const third = await reviewed(deckhand, chef, { rating: 4, text: 'Always first on deck in the morning.' }, '203.0.113.50');

    // Admins: one flagged review verified after a check, another deleted.
    const admin = { ip: '192.0.2.1', userAgent: 'admin', requestId: 'admin-1' };
    await app.api.get(CommandBus).execute(new VerifyReviewCommand(third.reviewId, mate.user.id, { category: 'confirmed-genuine', note: 'Checked with the vessel.' }, admin));
    await app.api.get(CommandBus).execute(new DeleteReviewCommand(fromThrowaway.reviewId, mate.user.id, { category: 'fake-account', note: 'Fake reviewer account' }, admin));
    // A removal overturned on a dispute: the hidden, confirmed review is back as it was.
    await app.api.get(CommandBus).execute(new DeleteReviewCommand(fromChef.reviewId, mate.user.id, { category: 'spam', note: 'Looked like spam at first' }, admin));
    await app.api.get(CommandBus).execute(new RestoreReviewCommand(fromChef.reviewId, mate.user.id, { category: 'confirmed-genuine', note: 'The chef confirmed it by phone' }, admin));

    // Mate: a review from the captain, confirmed; the engineer answers a request of the mate.
    const fromCaptain = await reviewed(mate, captain, { rating: 4, professionalism: 'excellent', text: 'A calm and precise chief officer.' });
    await mate.agent.patch(`/api/reviews/${fromCaptain.reviewId}`).send({ status: 'confirmed' }).expect(200);
    const toEngineer = await requestReview(mate, engineer.user.email);
    await engineer.agent.post('/api/reviews').set('X-Forwarded-For', '203.0.113.60').send(reviewPayload(toEngineer.id, mate.user.id, { rating: 2, workEthic: 'fair', text: 'Late to watches more than once.' })).expect(201);

    // The mate reviews the captain again for another vessel (each reviewer counts once, with their
    // average); an admin flags the mate's first review of the captain and clears it, and flags
    // the captain's review of the mate for good; the chef's account is suspended (identity's
    // event), so the chef's reviews count for nothing.
    const again = await reviewed(captain, mate, { rating: 2, workEthic: 'fair', text: 'A second season together, on another ship.' }, randomIp(), { context: 'S/Y Boreas' });
    await captain.agent.patch(`/api/reviews/${again.reviewId}`).send({ status: 'confirmed' }).expect(200);
    const reason = { category: 'conflict-of-interest' as const, note: 'Looks like friends, not crew.' };
    await app.api.get(CommandBus).execute(new FlagReviewCommand(fromMate.reviewId, engineer.user.id, reason, admin));
    await app.api.get(CommandBus).execute(new ClearReviewFlagCommand(fromMate.reviewId, engineer.user.id, { category: 'confirmed-genuine', note: 'Checked the crew list.' }, admin));
    await app.api.get(CommandBus).execute(new FlagReviewCommand(fromCaptain.reviewId, engineer.user.id, reason, admin));
    await app.api.get(EntityManager).fork().transactional(async (em) => {
      app.api.get(IntegrationEvents).publish(em, identityEvents.accountSuspended(chef.user.id, mate.user.id, new Date()));
    });
    await eventsDelivered(app);

    // Every invitation so far is delivered and recorded; then one bounces for good.
    await waitUntil('invitations are delivered', async () => (await count(app, `select count(*) from review_requests where email_status = 'queued'`)) === 0);
    app.smtp.failing = true;
    const bounced = await requestReview(engineer, uniqueEmail('bounce'));
    app.worker.get(EventBus).publish(new MailFailedEvent({ kind: 'review-request', id: bounced.id }, 'bounce@example.com', '550 mailbox unavailable'));
    await waitUntil('the failure is recorded', async () => (await count(app, `select count(*) from review_requests where id = ? and email_status = 'failed'`, [bounced.id])) === 1);
  }

  it('the rebuilt tables equal the live ones after a realistic mixed history', async () => {
    await history();
    const live = await snapshot();
    // The history really is mixed: every state the read tables can hold is in it.
    const states = (live.review_requests as Array<{ state: string; email_status: string }>).map((r) => `${r.state}/${r.email_status}`);
    expect(new Set(states)).toEqual(new Set(['answered/sent', 'declined/sent', 'pending/sent', 'pending/failed']));
    const reviews = live.reviews as Array<{ status: string; is_hidden: boolean; flagged_as_suspicious: boolean; is_verified: boolean }>;
    expect(reviews.some((r) => r.status === 'confirmed' && r.is_hidden)).toBe(true);
    expect(reviews.some((r) => r.status === 'pending' && r.flagged_as_suspicious)).toBe(true);
    expect(reviews.some((r) => r.is_verified) && reviews.some((r) => !r.is_verified)).toBe(true);
    // A colleague with two reviews of one person, and a suspended reviewer, are in it too.
    const pairs = live.review_reviewer_stats as Array<{ review_rows: number; reviewer_suspended: boolean }>;
    expect(pairs.some((p) => p.review_rows === 2) && pairs.some((p) => p.reviewer_suspended)).toBe(true);

    const result = await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
    expect(result).toMatchObject({ requests: live.review_requests.length, reviews: live.reviews.length });
    expect(result.events).toBe(await count(app, 'select count(*) from review_events'));
    expect(await snapshot()).toEqual(live);
  });

  it('the CLI script rebuilds damaged read tables to the same state', async () => {
    const live = await snapshot();
    const conn = app.em.fork().getConnection();
    await conn.execute(`delete from reviews where id in (select id from reviews limit 2)`);
    await conn.execute('update review_stats set total_reviews = 99');
    await conn.execute(`update review_requests set state = 'pending'`);
    expect(await snapshot()).not.toEqual(live);

    const { stdout } = await promisify(execFile)(process.execPath, nodeArgs('src/rebuild-review-projections.ts'), {
      cwd: backendDir,
      env: { ...process.env, DATABASE_URL: app.config.DATABASE_URL, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toMatch(/^Rebuilt review projections from \d+ events: \d+ requests, \d+ reviews/);
    expect(await snapshot()).toEqual(live);
  });
});
