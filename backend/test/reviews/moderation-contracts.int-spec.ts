import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DeleteReviewCommand, FlagReviewCommand, VerifyReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { GetReviewHistoryQuery, GetReviewTotalsQuery, ListReviewsForModerationQuery } from '../../src/modules/reviews/contracts/moderation.queries.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Person, person, reviewed, setSubscription, verifyEmail } from './review-helpers.js';

const ADMIN_ORIGIN = { ip: '192.0.2.1', userAgent: 'admin-browser', requestId: 'admin-req-1' };

describe('review contracts for moderation', () => {
  let app: TestApp;
  let admin: Person;
  let reviewer: Person;
  const commands = () => app.api.get(CommandBus);
  const queries = () => app.api.get(QueryBus);

  beforeAll(async () => {
    app = await startTestApp();
    admin = await person(app);
    reviewer = await person(app);
    await verifyEmail(app, reviewer.user.email);
  });
  afterAll(() => app.close());

  it('an admin flags a review: it is suspicious, with the reason, and no longer verified', async () => {
    const requester = await person(app);
    const { reviewId } = await reviewed(requester, reviewer);
    await commands().execute(new FlagReviewCommand(reviewId, admin.user.id, { category: 'other', note: 'Reported by the crew member' }, ADMIN_ORIGIN));
    const [review] = (await requester.agent.get('/api/reviews').expect(200)).body;
    expect(review).toMatchObject({ flaggedAsSuspicious: true, isVerified: false });
    const { reviews: suspicious } = await queries().execute(new ListReviewsForModerationQuery({ suspiciousOnly: true }));
    expect(suspicious.find((r) => r.id === reviewId)).toMatchObject({ flaggingReason: 'Other: Reported by the crew member', reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Aurora' });
  });

  it('an admin verifies a review: the flag is cleared, it counts as verified, and subscribers see the notes', async () => {
    const requester = await person(app);
    const { reviewId } = await reviewed(requester, reviewer);
    await commands().execute(new FlagReviewCommand(reviewId, admin.user.id, { category: 'duplicate-or-copied', note: 'Odd wording, like another review' }, ADMIN_ORIGIN));
    await commands().execute(new VerifyReviewCommand(reviewId, admin.user.id, { category: 'confirmed-genuine', note: 'Called the vessel; the reviewer was aboard.' }, ADMIN_ORIGIN));
    await requester.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).expect(200);
    await setSubscription(app, requester.user.id, 'active');
    const [review] = (await requester.agent.get('/api/reviews').expect(200)).body;
    expect(review).toMatchObject({ flaggedAsSuspicious: false, isVerified: true, verificationNotes: 'Called the vessel; the reviewer was aboard.' });
    expect((await requester.agent.get('/api/stats').expect(200)).body.verifiedReviews).toBe(1);
  });

  it('an admin deletes a review: it leaves every list and count, cannot be confirmed, and its history stays', async () => {
    const requester = await person(app);
    const { reviewId } = await reviewed(requester, reviewer, { rating: 2 });
    const totalsBefore = await queries().execute(new GetReviewTotalsQuery());
    await commands().execute(new DeleteReviewCommand(reviewId, admin.user.id, { category: 'fake-account', note: 'Fake review from a throwaway' }, ADMIN_ORIGIN));

    expect((await requester.agent.get('/api/reviews').expect(200)).body).toEqual([]);
    expect((await requester.agent.get('/api/stats').expect(200)).body).toMatchObject({ totalReviews: 0, pendingReviews: 0, averageRating: 0 });
    expect((await queries().execute(new GetReviewTotalsQuery())).totalReviews).toBe(totalsBefore.totalReviews - 1);
    const res = await requester.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).expect(404);
    expect(res.body.message).toBe('Review not found');
    await expect(commands().execute(new DeleteReviewCommand(reviewId, admin.user.id, { category: 'other', note: 'Second attempt at it' }, ADMIN_ORIGIN))).rejects.toMatchObject({ status: 404 });

    const history = await queries().execute(new GetReviewHistoryQuery(reviewId));
    // The invitation's delivery report may land anywhere in between; the rest is in order.
    expect(history?.filter((h) => !h.type.startsWith('ReviewRequestEmail')).map((h) => `${h.stream}:${h.type}`)).toEqual([
      'review-request:ReviewRequested',
      'review-request:ReviewRequestAnswered',
      'review:ReviewSubmitted',
      'review:ReviewFraudSignalsFound',
      'review:ReviewDeleted',
    ]);
    expect(history?.find((h) => h.type === 'ReviewDeleted')).toMatchObject({ actorId: admin.user.id, ip: '192.0.2.1', userAgent: 'admin-browser', requestId: 'admin-req-1', data: { deletedBy: admin.user.id, reason: 'Fake review from a throwaway', decision: { category: 'fake-account', note: 'Fake review from a throwaway' } } });
    expect(history?.find((h) => h.type === 'ReviewRequested')?.actorId).toBe(requester.user.id);
  });

  it('answers null for a history that does not exist, and 404 for moderating it', async () => {
    expect(await queries().execute(new GetReviewHistoryQuery('0b0e2b4e-6a55-4c8e-9a3e-1f2f3a4b5c6d'))).toBeNull();
    expect(await queries().execute(new GetReviewHistoryQuery('not-a-uuid'))).toBeNull();
    await expect(commands().execute(new VerifyReviewCommand('0b0e2b4e-6a55-4c8e-9a3e-1f2f3a4b5c6d', admin.user.id, { category: 'other', note: 'Second attempt at it' }, ADMIN_ORIGIN))).rejects.toMatchObject({ status: 404 });
  });

  it('totals count every review, verified, pending and suspicious ones', async () => {
    const totals = await queries().execute(new GetReviewTotalsQuery());
    const { reviews: all, total } = await queries().execute(new ListReviewsForModerationQuery({ limit: 500 }));
    expect(total).toBe(all.length);
    expect(totals).toEqual({
      totalReviews: all.length,
      verifiedReviews: all.filter((r) => r.status === 'confirmed' && r.isVerified).length,
      pendingReviews: all.filter((r) => r.status === 'pending').length,
      suspiciousReviews: all.filter((r) => r.flaggedAsSuspicious).length,
    });
    expect(totals.suspiciousReviews).toBeGreaterThan(0);
  });
});
