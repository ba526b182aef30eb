import { QueryBus } from '@nestjs/cqrs';
import { GetReviewSummaryQuery } from '../../src/modules/reviews/contracts/get-review-summary.query.js';
import { ListPublicReviewsQuery } from '../../src/modules/reviews/contracts/list-public-reviews.query.js';
import { startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';
import {
  commandEventCount, events, type Person, person, randomIp, requestReview, reviewed, reviewPayload, setPosition, setSubscription, verifyEmail,
} from './review-helpers.js';

const OWNER_FIELDS = [
  'id', 'status', 'isVerified', 'reviewerVerificationStatus', 'rating', 'text', 'context', 'duration', 'skills', 'technicalSkills', 'workEthic',
  'communication', 'professionalism', 'recommendation', 'reviewerName', 'reviewerProfileImage', 'reviewerWorkPosition', 'isHidden',
  'flaggedAsSuspicious', 'reviewerSuspended', 'createdAt', 'servedTogether',
].sort();
const SUBSCRIBER_FIELDS = ['reviewerPosition', 'reviewerVessel', 'reviewerCompany', 'verificationMethod', 'ipAddress', 'verificationNotes'];

describe('reviews', () => {
  let app: TestApp;
  /** A reviewer whose email is confirmed, so their reviews count as verified. */
  let verifiedReviewer: Person;

  beforeAll(async () => {
    app = await startTestApp();
    verifiedReviewer = await person(app, { firstName: 'Sam', lastName: 'Lee' });
    await setPosition(app, verifiedReviewer.user.id, 'Chief Officer');
    await verifyEmail(app, verifiedReviewer.user.email);
  });
  afterAll(() => app.close());

  const myReviews = async (who: Person) => (await who.agent.get('/api/reviews').expect(200)).body as Array<Record<string, unknown>>;

  describe('POST /api/reviews', () => {
    it("answers a request sent to me; the name shown comes from my account; the request becomes answered", async () => {
      const requester = await person(app);
      const req = await requestReview(requester, verifiedReviewer.user.email.toUpperCase());
      const res = await verifiedReviewer.agent
        .post('/api/reviews')
        .set('X-Forwarded-For', '198.51.100.23')
        .set('User-Agent', 'crew-tests/2.0')
        .send(reviewPayload(req.id, requester.user.id, { reviewerName: 'Admiral Nelson' }))
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        reviewRequestId: req.id,
        revieweeId: requester.user.id,
        status: 'pending',
        reviewerName: 'Sam Lee',
        rating: 5,
        text: 'Calm under pressure, kept the deck crew safe and happy through a long season.',
        context: 'M/Y Aurora',
        duration: '6 months',
        createdAt: expect.any(String),
      });

      const [received] = await myReviews(requester);
      expect(received).toMatchObject({
        id: res.body.id,
        status: 'pending',
        isVerified: true,
        reviewerVerificationStatus: 'verified',
        reviewerName: 'Sam Lee',
        reviewerWorkPosition: 'Chief Officer',
        skills: ['Technical Skills: excellent', 'Work Ethic: very-good'],
        technicalSkills: 'excellent',
        recommendation: 'highly-recommend',
        isHidden: false,
        flaggedAsSuspicious: false,
        // The answer is built from the events written, not read back: the same instant, to the millisecond.
        createdAt: res.body.createdAt,
      });
      const sent = (await requester.agent.get('/api/review-requests').expect(200)).body;
      expect(sent.find((r: { id: string }) => r.id === req.id).state).toBe('answered');
      expect((await verifiedReviewer.agent.get('/api/incoming-review-requests').expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(req.id);

      expect((await events(app, req.id)).map((e) => e.type)).toContain('ReviewRequestAnswered');
      const [submitted] = await events(app, res.body.id);
      expect(submitted.type).toBe('ReviewSubmitted');
      expect(submitted.data).toMatchObject({ ipAddress: '198.51.100.23', userAgent: 'crew-tests/2.0', reviewerName: 'Sam Lee' });
      expect(submitted.metadata).toMatchObject({ actorId: verifiedReviewer.user.id, ip: '198.51.100.23', userAgent: 'crew-tests/2.0' });
    });

    it('takes context and duration from the request when the form leaves them out', async () => {
      const requester = await person(app);
      const req = await requestReview(requester, verifiedReviewer.user.email, { context: 'S/Y Mistral refit', duration: '2 months' });
      const { context: _c, duration: _d, ...payload } = reviewPayload(req.id, requester.user.id);
      const res = await verifiedReviewer.agent.post('/api/reviews').set('X-Forwarded-For', randomIp()).send(payload).expect(201);
      expect(res.body).toMatchObject({ context: 'S/Y Mistral refit', duration: '2 months' });
    });

    it('is unverified while the reviewer has not confirmed their email', async () => {
      const requester = await person(app);
      const reviewer = await person(app);
      await reviewed(requester, reviewer);
      expect((await myReviews(requester))[0]).toMatchObject({ reviewerVerificationStatus: 'unverified', isVerified: false });
    });

    it('a request is answered once', async () => {
      const requester = await person(app);
      const req = await requestReview(requester, verifiedReviewer.user.email);
      await verifiedReviewer.agent.post('/api/reviews').send(reviewPayload(req.id, requester.user.id)).expect(201);
      const again = await verifiedReviewer.agent.post('/api/reviews').send(reviewPayload(req.id, requester.user.id)).expect(409);
      expect(again.body.message).toBe('This review request was already answered or declined');
      expect(await myReviews(requester)).toHaveLength(1);
    });

    it('a declined request cannot be answered', async () => {
      const requester = await person(app);
      const req = await requestReview(requester, verifiedReviewer.user.email);
      await verifiedReviewer.agent.patch(`/api/review-requests/${req.id}/decline`).expect(200);
      const res = await verifiedReviewer.agent.post('/api/reviews').send(reviewPayload(req.id, requester.user.id)).expect(409);
      expect(res.body.message).toBe('This review request was already answered or declined');
    });

    it("another user's request cannot be answered, and nothing is written", async () => {
      const requester = await person(app);
      const intruder = await person(app);
      const req = await requestReview(requester, verifiedReviewer.user.email);
      const before = await commandEventCount(app);
      const res = await intruder.agent.post('/api/reviews').send(reviewPayload(req.id, requester.user.id)).expect(403);
      expect(res.body.message).toBe('Only the colleague this request was sent to can answer it');
      await requester.agent.post('/api/reviews').send(reviewPayload(req.id, requester.user.id)).expect(403);
      expect(await commandEventCount(app)).toBe(before);
    });

    it("refuses a revieweeId other than the request's requester", async () => {
      const requester = await person(app);
      const req = await requestReview(requester, verifiedReviewer.user.email);
      const res = await verifiedReviewer.agent.post('/api/reviews').send(reviewPayload(req.id, verifiedReviewer.user.id)).expect(400);
      expect(res.body.message).toBe('revieweeId must be the id of the person who requested the review');
    });

    it('answers 404 for an unknown request', async () => {
      const res = await verifiedReviewer.agent.post('/api/reviews').send(reviewPayload('0b0e2b4e-6a55-4c8e-9a3e-1f2f3a4b5c6d', verifiedReviewer.user.id)).expect(404);
      expect(res.body.message).toBe('Review request not found');
    });

    describe('bad input', () => {
      let requester: Person;
      let requestId: string;
      beforeAll(async () => {
        requester = await person(app);
        requestId = (await requestReview(requester, verifiedReviewer.user.email)).id;
      });

      it.each([
        ['rating 0', { rating: 0 }, 'rating must be a whole number from 1 to 5'],
        ['rating 6', { rating: 6 }, 'rating must be a whole number from 1 to 5'],
        ['rating 3.5', { rating: 3.5 }, 'rating must be a whole number from 1 to 5'],
        ['rating as text', { rating: '5' }, 'rating must be a whole number from 1 to 5'],
        ['no rating', { rating: undefined }, 'rating is required'],
        ['no text', { text: undefined }, 'Review text is required'],
        ['a blank text', { text: '  \n ' }, 'Review text is required'],
        ['a number as text', { text: 12 }, 'text must be text'],
        ['a 5001-character text', { text: 'x'.repeat(5001) }, 'text must be at most 5000 characters'],
        ['an unknown technicalSkills value', { technicalSkills: 'superb' }, 'technicalSkills must be one of: excellent, very-good, good, fair, needs-improvement'],
        ['an unknown workEthic value', { workEthic: 'great' }, 'workEthic must be one of: excellent, very-good, good, fair, needs-improvement'],
        ['an unknown recommendation', { recommendation: 'maybe' }, 'recommendation must be one of: highly-recommend, recommend, neutral, not-recommend'],
        ['no reviewerPosition', { reviewerPosition: undefined }, 'Your position is required'],
        ['no reviewerVessel', { reviewerVessel: '' }, 'The vessel or project name is required'],
        ['skills as text', { skills: 'sailing' }, 'skills must be a list of text'],
        ['skills of numbers', { skills: [1, 2] }, 'skills must be a list of text'],
        ['a verificationMethod the server does not offer', { verificationMethod: 'phone' }, 'verificationMethod must be one of: email'],
        ['a malformed reviewRequestId', { reviewRequestId: 'abc' }, 'reviewRequestId must be a review request id'],
        ['a malformed revieweeId', { revieweeId: 42 }, 'revieweeId must be a user id'],
        ['an unknown field', { isVerified: true }, 'property isVerified should not exist'],
      ])('refuses %s with a readable 400 and writes nothing', async (_case, fields, message) => {
        const before = await commandEventCount(app);
        const res = await verifiedReviewer.agent.post('/api/reviews').send(reviewPayload(requestId, requester.user.id, fields)).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
        expect(await commandEventCount(app)).toBe(before);
      });

      it('refuses a body that is not JSON', async () => {
        await verifiedReviewer.agent.post('/api/reviews').set('Content-Type', 'application/json').send('{"rating": ').expect(400);
      });
    });

    describe('fraud rules', () => {
      it("flags a review from a disposable email domain, with the reason, and it does not count as verified", async () => {
        const requester = await person(app);
        const reviewer = await person(app, { email: uniqueEmail('throwaway').replace('@example.com', '@mailinator.com') });
        await verifyEmail(app, reviewer.user.email);
        const { reviewId } = await reviewed(requester, reviewer);
        expect((await myReviews(requester))[0]).toMatchObject({ flaggedAsSuspicious: true, isVerified: false, reviewerVerificationStatus: 'verified' });
        const flagged = (await events(app, reviewId)).find((e) => e.type === 'ReviewFlagged');
        expect(flagged?.data).toEqual({ reason: "Reviewer's email uses a disposable email domain (mailinator.com)", flaggedBy: null });
      });

      it('flags a text nearly identical to another review of the same person', async () => {
        const requester = await person(app);
        const text = 'A first-rate bosun: organised the deck team, kept the tenders immaculate and trained two new deckhands.';
        await reviewed(requester, verifiedReviewer, { text });
        const copycat = await person(app);
        const { reviewId } = await reviewed(requester, copycat, { text: text.replace('first-rate', 'first rate!') });
        const reviews = await myReviews(requester);
        // The copy is flagged; the original it copied only carries the evidence (ADR 0034).
        expect(reviews.map((r) => r.flaggedAsSuspicious)).toEqual([true, false]);
        expect((await events(app, reviewId)).find((e) => e.type === 'ReviewFlagged')?.data.reason).toBe('Review text is nearly identical to an earlier review of the same person (100% similar)');
      });

      it('flags the third review of one person from one IP address within 24 hours', async () => {
        const requester = await person(app);
        const ip = randomIp();
        for (let i = 0; i < 3; i++) {
          await reviewed(requester, await person(app), { text: `Review number ${i}: ${['steady hand at the helm', 'kept the galley spotless', 'excellent on night watches'][i]}.` }, ip);
        }
        const reviews = await myReviews(requester);
        // The whole set is flagged: which one came last says nothing about which is genuine (ADR 0034).
        expect(reviews.map((r) => r.flaggedAsSuspicious)).toEqual([true, true, true]);
        for (const review of reviews) {
          // The address is the review's own, never copied into the reason.
          expect((await events(app, review.id as string)).find((e) => e.type === 'ReviewFlagged')?.data.reason).toBe('3 reviews of the same person from one IP address within 24 hours');
        }
      });
    });
  });

  describe('GET /api/reviews', () => {
    it('lists the reviews I received, newest first, hidden ones included, without subscriber details', async () => {
      const requester = await person(app);
      const first = await reviewed(requester, verifiedReviewer, { rating: 4, text: 'Solid engineer, reliable on every watch.' });
      const second = await reviewed(requester, await person(app), { rating: 3, text: 'Good cook; the crew ate well all season.' });
      await requester.agent.patch(`/api/reviews/${first.reviewId}/toggle-visibility`).expect(200);

      const reviews = await myReviews(requester);
      expect(reviews.map((r) => r.id)).toEqual([second.reviewId, first.reviewId]);
      expect(reviews[1].isHidden).toBe(true);
      for (const review of reviews) expect(Object.keys(review).sort()).toEqual(OWNER_FIELDS);

      // The reviewer does not see it among their own received reviews.
      expect((await myReviews(verifiedReviewer)).map((r) => r.id)).not.toContain(first.reviewId);
    });

    it('adds who wrote it in detail for a viewer with an active subscription', async () => {
      const requester = await person(app);
      await reviewed(requester, verifiedReviewer, {}, '198.51.100.77');
      await setSubscription(app, requester.user.id, 'active');
      const [review] = await myReviews(requester);
      expect(Object.keys(review).sort()).toEqual([...OWNER_FIELDS, ...SUBSCRIBER_FIELDS].sort());
      expect(review).toMatchObject({
        reviewerPosition: 'Chief Officer',
        reviewerVessel: 'M/Y Aurora',
        reviewerCompany: 'Aurora Yachting Ltd',
        verificationMethod: 'email',
        ipAddress: '198.51.100.77',
        verificationNotes: null,
      });

      await setSubscription(app, requester.user.id, 'cancelled');
      expect(Object.keys((await myReviews(requester))[0])).not.toContain('ipAddress');
    });
  });

  describe('PATCH /api/reviews/{id} (confirm)', () => {
    it('the reviewee confirms a pending review once', async () => {
      const requester = await person(app);
      const { reviewId } = await reviewed(requester, verifiedReviewer);
      const res = await requester.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).expect(200);
      expect(res.body).toMatchObject({ id: reviewId, status: 'confirmed', isVerified: true });
      expect(Object.keys(res.body).sort()).toEqual(OWNER_FIELDS);
      const again = await requester.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).expect(409);
      expect(again.body.message).toBe('Only a pending review can be confirmed; this one is already confirmed');
    });

    it("another user's review cannot be confirmed, not even by its reviewer, and nothing is written", async () => {
      const requester = await person(app);
      const intruder = await person(app);
      const { reviewId } = await reviewed(requester, verifiedReviewer);
      const res = await intruder.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).expect(403);
      expect(res.body.message).toBe('Only the person who received this review can confirm it');
      await verifiedReviewer.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).expect(403);
      expect((await events(app, reviewId)).map((e) => e.type)).toEqual(['ReviewSubmitted', 'ReviewFraudSignalsFound']);
    });

    it.each([
      ['another status', { status: 'pending' }, "status must be 'confirmed'"],
      ['no status', {}, "status must be 'confirmed'"],
      ['a number', { status: 1 }, "status must be 'confirmed'"],
      ['an extra field', { status: 'confirmed', rating: 1 }, 'property rating should not exist'],
    ])('refuses %s with a 400', async (_case, body, message) => {
      const requester = await person(app);
      const { reviewId } = await reviewed(requester, verifiedReviewer);
      const res = await requester.agent.patch(`/api/reviews/${reviewId}`).send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect((await events(app, reviewId)).map((e) => e.type)).toEqual(['ReviewSubmitted', 'ReviewFraudSignalsFound']);
    });

    it.each(['0b0e2b4e-6a55-4c8e-9a3e-1f2f3a4b5c6d', 'nope'])('answers 404 for the unknown or malformed id %p', async (id) => {
      const res = await verifiedReviewer.agent.patch(`/api/reviews/${id}`).send({ status: 'confirmed' }).expect(404);
      expect(res.body.message).toBe('Review not found');
    });
  });

  describe('PATCH /api/reviews/{id}/toggle-visibility', () => {
    it('the reviewee hides and shows a review', async () => {
      const requester = await person(app);
      const { reviewId } = await reviewed(requester, verifiedReviewer);
      expect((await requester.agent.patch(`/api/reviews/${reviewId}/toggle-visibility`).expect(200)).body).toMatchObject({ id: reviewId, isHidden: true });
      expect((await requester.agent.patch(`/api/reviews/${reviewId}/toggle-visibility`).expect(200)).body).toMatchObject({ id: reviewId, isHidden: false });
      expect((await events(app, reviewId)).map((e) => e.type)).toEqual(['ReviewSubmitted', 'ReviewFraudSignalsFound', 'ReviewHidden', 'ReviewShown']);
    });

    it("another user's review cannot be hidden, not even by its reviewer", async () => {
      const requester = await person(app);
      const intruder = await person(app);
      const { reviewId } = await reviewed(requester, verifiedReviewer);
      const res = await intruder.agent.patch(`/api/reviews/${reviewId}/toggle-visibility`).expect(403);
      expect(res.body.message).toBe('Only the person who received this review can hide or show it');
      await verifiedReviewer.agent.patch(`/api/reviews/${reviewId}/toggle-visibility`).expect(403);
      expect((await myReviews(requester))[0].isHidden).toBe(false);
    });

    it('answers 404 for a malformed id', async () => {
      await verifiedReviewer.agent.patch('/api/reviews/1%27%20or%201=1/toggle-visibility').expect(404);
    });
  });

  describe('GET /api/stats and GET /api/skills', () => {
    it('start at zero', async () => {
      const newcomer = await person(app);
      expect((await newcomer.agent.get('/api/stats').expect(200)).body).toEqual({
        totalReviews: 0, verifiedReviews: 0, pendingReviews: 0, profileViews: 0, activeLinks: 0, averageRating: 0, servedTogetherReviews: 0,
      });
      expect((await newcomer.agent.get('/api/skills').expect(200)).body).toEqual([]);
    });

    it('count reviews, verified (confirmed and verified), pending and the average; skills average confirmed reviews only', async () => {
      const requester = await person(app);
      const unverified = await person(app);
      const a = await reviewed(requester, verifiedReviewer, { rating: 5, technicalSkills: 'excellent', workEthic: 'good', communication: null, professionalism: null });
      const b = await reviewed(requester, unverified, { rating: 4, technicalSkills: 'good', workEthic: null, communication: null, professionalism: 'fair', text: 'Kept the engine room in order all season.' });
      await reviewed(requester, await person(app), { rating: 2, technicalSkills: 'needs-improvement', text: 'Still learning the ropes on deck.' });
      await requester.agent.patch(`/api/reviews/${a.reviewId}`).send({ status: 'confirmed' }).expect(200);
      await requester.agent.patch(`/api/reviews/${b.reviewId}`).send({ status: 'confirmed' }).expect(200);

      expect((await requester.agent.get('/api/stats').expect(200)).body).toEqual({
        totalReviews: 3, verifiedReviews: 1, pendingReviews: 1, profileViews: 0, activeLinks: 0, averageRating: 3.7, servedTogetherReviews: 0,
      });
      expect((await requester.agent.get('/api/skills').expect(200)).body).toEqual([
        { skill: 'Technical Skills', rating: 4 },
        { skill: 'Work Ethic', rating: 3 },
        { skill: 'Professionalism', rating: 2 },
      ]);
    });

    it.each(['/api/stats', '/api/skills', '/api/reviews', '/api/review-requests', '/api/incoming-review-requests'])('%s answers 401 when signed out', async (path) => {
      const res = await app.http().get(path).expect(401);
      expect(res.body.message).toBe('Unauthorized');
    });
  });

  describe('contracts for the public profile', () => {
    it('ListPublicReviewsQuery gives confirmed, verified, visible reviews with public fields only, newest first', async () => {
      const requester = await person(app);
      // One colleague reviews one person once per vessel: three vessels, three reviews.
      const shown = await reviewed(requester, verifiedReviewer, { text: 'Shown: a superb first officer.' }, randomIp(), { context: 'M/Y Aurora' });
      const hidden = await reviewed(requester, verifiedReviewer, { text: 'Hidden: later hidden by the owner.' }, randomIp(), { context: 'S/Y Boreas' });
      const pending = await reviewed(requester, verifiedReviewer, { text: 'Pending: never confirmed by the owner.' }, randomIp(), { context: 'M/V Cirrus' });
      const unverified = await reviewed(requester, await person(app), { text: 'Unverified: the reviewer never confirmed their email.' });
      for (const id of [shown.reviewId, hidden.reviewId, unverified.reviewId]) await requester.agent.patch(`/api/reviews/${id}`).send({ status: 'confirmed' }).expect(200);
      await requester.agent.patch(`/api/reviews/${hidden.reviewId}/toggle-visibility`).expect(200);
      expect(pending.reviewId).toBeTruthy();

      const publicReviews = await app.api.get(QueryBus).execute(new ListPublicReviewsQuery(requester.user.id, 5));
      expect(publicReviews).toEqual([
        {
          id: shown.reviewId,
          status: 'confirmed',
          isVerified: true,
          rating: 5,
          text: 'Shown: a superb first officer.',
          context: 'M/Y Aurora',
          duration: '6 months',
          reviewerName: 'Sam Lee',
          reviewerWorkPosition: 'Chief Officer',
          createdAt: expect.any(String),
          servedTogether: null,
        },
      ]);
      expect(await app.api.get(QueryBus).execute(new ListPublicReviewsQuery(requester.user.id, 0))).toEqual([]);

      // Public numbers count confirmed, visible reviews only (shown and unverified), never the hidden or pending one.
      expect(await app.api.get(QueryBus).execute(new GetReviewSummaryQuery(requester.user.id))).toEqual({
        totalReviews: 2,
        verifiedReviews: 1,
        averageRating: 5,
        skills: [
          { name: 'Technical Skills', averageRating: 5 },
          { name: 'Work Ethic', averageRating: 4 },
          { name: 'Communication', averageRating: 3 },
          { name: 'Professionalism', averageRating: 5 },
        ],
      });
    });
  });
});
