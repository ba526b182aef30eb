import { randomUUID } from 'node:crypto';
import { ConcurrencyError, EventStore, SYSTEM_METADATA } from '../../src/modules/reviews/event-store/event-store.js';
import type { ReviewRequestEvent } from '../../src/modules/reviews/domain/review-events.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { events, type Person, person, requestReview, reviewed, reviewPayload } from './review-helpers.js';

const requested = (reviewerEmail: string): ReviewRequestEvent => ({
  type: 'ReviewRequested',
  data: { requesterId: randomUUID(), requesterName: 'A B', requesterPosition: null, reviewerEmail, context: 'Aurora', duration: null, message: null },
});

describe('review event log', () => {
  let app: TestApp;
  let store: EventStore;
  let requester: Person;
  let reviewer: Person;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.api.get(EventStore);
    requester = await person(app);
    reviewer = await person(app);
  });
  afterAll(() => app.close());

  describe('is append-only in the database itself', () => {
    let streamId: string;
    beforeAll(async () => {
      streamId = (await requestReview(requester, reviewer.user.email)).id;
    });
    const sql = (query: string, params: unknown[] = []) => app.em.fork().getConnection().execute(query, params);

    it('refuses UPDATE', async () => {
      await expect(sql(`update review_events set data = '{}' where stream_id = ?`, [streamId])).rejects.toThrow(/review_events is append-only: UPDATE is not allowed/);
    });

    it('refuses DELETE', async () => {
      await expect(sql('delete from review_events where stream_id = ?', [streamId])).rejects.toThrow(/review_events is append-only: DELETE is not allowed/);
    });

    it('refuses TRUNCATE', async () => {
      await expect(sql('truncate review_events')).rejects.toThrow(/review_events is append-only: TRUNCATE is not allowed/);
    });

    it('still has the events afterwards', async () => {
      expect((await events(app, streamId)).map((e) => e.type)[0]).toBe('ReviewRequested');
    });
  });

  describe('optimistic concurrency', () => {
    // A fresh colleague per race: only one request to an address may be pending at a time.
    beforeEach(async () => {
      reviewer = await person(app);
    });

    it('of two appends at the same stream version, the second fails and the first stands', async () => {
      const streamId = randomUUID();
      const stream = { id: streamId, type: 'review-request' as const };
      const first = app.em.fork();
      const second = app.em.fork();
      await first.begin();
      await second.begin();
      try {
        await store.append(first, stream, 0, [requested('first@example.com')], SYSTEM_METADATA);
        // Blocks on the unique (stream_id, stream_version) key until the first commits.
        const late = store.append(second, stream, 0, [requested('second@example.com')], SYSTEM_METADATA);
        await first.commit();
        await expect(late).rejects.toBeInstanceOf(ConcurrencyError);
      } finally {
        await second.rollback().catch(() => undefined);
      }
      const stored = await events(app, streamId);
      expect(stored).toHaveLength(1);
      expect(stored[0].data.reviewerEmail).toBe('first@example.com');
    });

    it('two concurrent confirms: one succeeds, the other is told it is already confirmed', async () => {
      const { reviewId } = await reviewed(requester, reviewer);
      const answers = await Promise.all([1, 2].map(() => requester.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect((await events(app, reviewId)).filter((e) => e.type === 'ReviewConfirmed')).toHaveLength(1);
    });

    it('two concurrent answers to one request: one review is recorded, the other gets 409', async () => {
      const req = await requestReview(requester, reviewer.user.email);
      const answers = await Promise.all(
        ['First answer: a steady hand on the helm.', 'Second answer: kept the deck spotless.'].map((text) =>
          reviewer.agent.post('/api/reviews').send(reviewPayload(req.id, requester.user.id, { text })),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body.message).toBe('This review request was already answered or declined');
      expect((await events(app, req.id)).filter((e) => e.type === 'ReviewRequestAnswered')).toHaveLength(1);
      const [{ count }] = await app.em.fork().getConnection().execute('select count(*) from reviews where request_id = ?', [req.id]);
      expect(Number(count)).toBe(1);
    });

    it('a decline racing an answer: exactly one of them wins', async () => {
      const req = await requestReview(requester, reviewer.user.email);
      const [decline, answer] = await Promise.all([
        reviewer.agent.patch(`/api/review-requests/${req.id}/decline`),
        reviewer.agent.post('/api/reviews').send(reviewPayload(req.id, requester.user.id, { text: 'Raced a decline and maybe lost.' })),
      ]);
      const statuses = [decline.status, answer.status];
      expect(statuses.filter((s) => s === 409)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
      const types = (await events(app, req.id)).map((e) => e.type);
      expect(types.filter((t) => t === 'ReviewRequestDeclined' || t === 'ReviewRequestAnswered')).toHaveLength(1);
    });

    it('a confirm that loses the race for the next version is decided again on the new state (409, no lost update)', async () => {
      const { reviewId } = await reviewed(requester, reviewer, { text: 'Confirmed by someone else first.' });
      const read = (await events(app, reviewId)).map((e) => e.type);
      const other = app.em.fork();
      await other.begin();
      try {
        await store.append(other, { id: reviewId, type: 'review' }, read.length, [{ type: 'ReviewConfirmed', data: { confirmedBy: requester.user.id } }], SYSTEM_METADATA);
        const confirm = requester.agent.patch(`/api/reviews/${reviewId}`).send({ status: 'confirmed' }).then((res) => res);
        // Wait until the API's append is blocked behind ours on the stream's next version.
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          const [{ waiting }] = await app.em.fork().getConnection().execute(
            `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'insert into review_events%'`,
          );
          if (waiting > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await other.commit();
        const res = await confirm;
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Only a pending review can be confirmed; this one is already confirmed');
      } finally {
        await other.rollback().catch(() => undefined);
      }
      expect((await events(app, reviewId)).map((e) => e.type)).toEqual([...read, 'ReviewConfirmed']);
    });

    it('two concurrent toggles lose no update: hidden then shown, never hidden twice', async () => {
      const { reviewId } = await reviewed(requester, reviewer, { text: 'Toggled twice at once by its owner.' });
      const answers = await Promise.all([1, 2].map(() => requester.agent.patch(`/api/reviews/${reviewId}/toggle-visibility`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect((await events(app, reviewId)).map((e) => e.type)).toEqual(['ReviewSubmitted', 'ReviewFraudSignalsFound', 'ReviewHidden', 'ReviewShown']);
      const [row] = await app.em.fork().getConnection().execute('select is_hidden, version from reviews where id = ?', [reviewId]);
      expect(row).toEqual({ is_hidden: false, version: 4 });
    });

    it('concurrent reviews of one person are all counted in the stats', async () => {
      // Texts unlike each other: a flagged review would rightly not count (ADR 0034).
      const CONCURRENT_TEXTS = ['Steady on the helm in heavy weather.', 'Kept the engine room spotless all season.', 'Trained the new deckhands with patience.', 'Ran the galley for twelve crew without a complaint.'];
      const popular = await person(app);
      const reviewers = await Promise.all([1, 2, 3, 4].map(() => person(app)));
      const requests = await Promise.all(reviewers.map((r) => requestReview(popular, r.user.email)));
      await Promise.all(
        reviewers.map((r, i) =>
          r.agent.post('/api/reviews').set('X-Forwarded-For', `192.0.2.${i + 10}`).send(reviewPayload(requests[i].id, popular.user.id, { rating: i + 2, text: CONCURRENT_TEXTS[i] })).expect(201),
        ),
      );
      expect((await popular.agent.get('/api/stats').expect(200)).body).toMatchObject({ totalReviews: 4, pendingReviews: 4, averageRating: 3.5 });
    });
  });
});
