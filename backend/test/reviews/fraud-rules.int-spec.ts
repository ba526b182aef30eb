import { CommandBus } from '@nestjs/cqrs';
import { RebuildReviewProjectionsCommand } from '../../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { addAuthenticator } from '../support/second-factor.js';
import { startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';
import { type Person, person, randomIp, reviewed } from './review-helpers.js';

interface Signal { rule: string; weight: 'flag' | 'warning'; reason: string; evidence: Record<string, unknown> }
interface AdminReview { id: string; flaggedAsSuspicious: boolean; flaggingReason: string | null; signals: Signal[]; ipAddress: string }

/** Each rule of ADR 0018 produced over HTTP, as people (and fraudsters) would. */
describe('fraud rules at submission', () => {
  let app: TestApp;
  let admin: Person;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await person(app);
    await app.em.fork().execute(`update users set admin_level = 'admin' where id = ?`, [admin.user.id]);
    await addAuthenticator(app, admin.agent);
  });
  afterAll(() => app.close());

  const adminReview = async (id: string) => {
    const all = (await admin.agent.get('/api/admin/reviews').expect(200)).body as AdminReview[];
    return all.find((r) => r.id === id)!;
  };
  const suspiciousIds = async () => ((await admin.agent.get('/api/admin/suspicious-reviews').expect(200)).body as AdminReview[]).map((r) => r.id);
  const signIn = (who: Person, ip: string) => who.agent.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: who.user.email, password: STRONG_PASSWORD }).expect(200);
  /** An account a month old: the new-account warning stays out of the way. */
  const established = async (): Promise<Person> => {
    const someone = await person(app);
    await app.em.fork().execute(`update users set created_at = now() - interval '30 days' where id = ?`, [someone.user.id]);
    return someone;
  };
  const deviceOf = (who: Person) => who.agent.jar.getCookie('crew.did', { domain: '127.0.0.1', path: '/', script: false, secure: false } as never)?.value as string;

  it('flags a review whose reviewer signed in on the reviewee\'s device', async () => {
    const reviewee = await person(app);
    const reviewer = await established();
    // The reviewer signs in on the reviewee's browser (same crew.did cookie), then writes the review there.
    reviewer.agent.jar.setCookie(`crew.did=${deviceOf(reviewee)}`, '127.0.0.1', '/');
    await signIn(reviewer, randomIp());
    const { reviewId } = await reviewed(reviewee, reviewer);

    const review = await adminReview(reviewId);
    expect(review.flaggedAsSuspicious).toBe(true);
    // Dates as the product writes them ('Nov 1, 2026'), never raw ISO.
    expect(review.flaggingReason).toMatch(/^Reviewer and reviewee used the same device \(seen 3 times, [A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/);
    expect(review.signals).toEqual([
      expect.objectContaining({ rule: 'same-device', weight: 'flag', reason: review.flaggingReason, evidence: expect.objectContaining({ timesSeen: 3, reviewIds: [] }) }),
    ]);
    expect(await suspiciousIds()).toContain(reviewId);
  });

  it('flags a reciprocal review written within 30 days', async () => {
    const a = await established();
    const b = await established();
    const first = await reviewed(b, a);
    expect((await adminReview(first.reviewId)).flaggedAsSuspicious).toBe(false);
    const second = await reviewed(a, b);
    // Both halves of the pair are flagged, each naming the other (ADR 0034).
    const [earlier, later] = [await adminReview(first.reviewId), await adminReview(second.reviewId)];
    for (const [review, other] of [[later, first.reviewId], [earlier, second.reviewId]] as const) {
      expect(review.flaggedAsSuspicious).toBe(true);
      expect(review.signals).toEqual([
        expect.objectContaining({ rule: 'reciprocal-review', weight: 'flag', evidence: expect.objectContaining({ reviewId: other, reviewIds: [other] }) }),
      ]);
      expect(review.flaggingReason).toMatch(/^Reciprocal review: the reviewee reviewed the reviewer on [A-Z][a-z]{2} \d{1,2}, \d{4}, within 30 days$/);
      expect(review.signals[0].reason).toBe(review.flaggingReason);
    }
    expect(await suspiciousIds()).toEqual(expect.arrayContaining([first.reviewId, second.reviewId]));
    // The mark is a fact of the earlier review's own history, recorded by the fraud rules.
    const history = (await admin.agent.get(`/api/admin/reviews/${first.reviewId}/history`).expect(200)).body as Array<{ stream: string; type: string; actor: { id: string | null }; data: Record<string, unknown> }>;
    // (The review's own stream: its request's invitation delivery may be recorded at any moment.)
    const own = history.filter((h) => h.stream === 'review');
    expect(own.map((h) => h.type)).toEqual(['ReviewSubmitted', 'ReviewNamedInFraudSignals', 'ReviewFlagged']);
    expect(own[1]).toMatchObject({ actor: { id: null }, data: { reviewId: second.reviewId } });
  });

  it('flags the review that makes a burst: the 6th in a day for someone with no usual rate', async () => {
    const reviewee = await person(app);
    const ids: string[] = [];
    const texts = ['Steady at the helm.', 'Kept the galley spotless.', 'Great on night watches.', 'Trained the new deckhands.', 'Calm in heavy weather.', 'Fixed the watermaker twice.'];
    for (const text of texts) ids.push((await reviewed(reviewee, await established(), { text })).reviewId);
    const reviews = await Promise.all(ids.map(adminReview));
    expect(reviews.map((r) => r.flaggedAsSuspicious)).toEqual([false, false, false, false, false, true]);
    expect(reviews[5].flaggingReason).toBe('Burst of reviews: 6 received in 24 hours, usually 0 a day');
    // A burst is not a set that marks the others: each of them is an ordinary review on its own.
    expect(reviews[5].signals).toEqual([{ rule: 'review-burst', weight: 'flag', reason: reviews[5].flaggingReason, evidence: { reviewsIn24Hours: 6, averagePerDay: 0, threshold: 5 } }]);
  });

  it('counts the burst windows newest first, stopping at the cap (review_burst_counts)', async () => {
    const reviewee = await person(app);
    for (let i = 0; i < 6; i++) await reviewed(reviewee, await established(), { text: `Review number ${i} of a steady deckhand.` });
    // Four of the six moved back 10, 20, 30 and 40 days: two stay in the last 24 hours.
    const em = app.em.fork();
    await em.execute(
      `update reviews r set created_at = now() - make_interval(days => 10 * o.n::int) from (select id, row_number() over (order by created_at) as n from reviews where reviewee_id = ? order by created_at limit 4) o where r.id = o.id`,
      [reviewee.user.id],
    );
    const counts = async (cap: number) => (await em.execute<Array<{ c: { last24Hours: number; previous: { reviews: number; spanDays: number } } }>>('select review_burst_counts(?, 90, ?) as c', [reviewee.user.id, cap]))[0].c;
    const all = await counts(1000);
    expect(all.last24Hours).toBe(2);
    expect(all.previous.reviews).toBe(4);
    // With a cap of 3: the newest three of the earlier reviews (10, 20, 30 days ago), spanning 29 days before the last 24 hours.
    const capped = await counts(3);
    expect(capped.last24Hours).toBe(2);
    expect(capped.previous.reviews).toBe(3);
    expect(capped.previous.spanDays).toBeCloseTo(29, 2);
    expect((await counts(1)).last24Hours).toBe(1);
  });

  it('only warns when the reviewer writes from an address the reviewee signed in from', async () => {
    const reviewee = await person(app);
    const shipWifi = randomIp();
    await signIn(reviewee, shipWifi);
    const { reviewId } = await reviewed(reviewee, await established(), {}, shipWifi);

    const review = await adminReview(reviewId);
    expect(review.flaggedAsSuspicious).toBe(false);
    expect(review.signals).toEqual([
      { rule: 'same-ip-as-reviewee', weight: 'warning', reason: expect.stringMatching(/^Same IP address as the reviewee \(reviewee signed in from it 1 time, last [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/), evidence: { timesSeen: 1, lastSeenAt: expect.any(String) } },
    ]);
    // The address is on the card as the review's own, not inside the signal.
    expect(JSON.stringify(review.signals)).not.toContain(shipWifi);
    expect(await suspiciousIds()).not.toContain(reviewId);
  });

  it('only warns about a brand-new reviewer account, and flags it with another signal', async () => {
    const reviewee = await person(app);
    const alone = await reviewed(reviewee, await person(app));
    expect(await adminReview(alone.reviewId)).toMatchObject({ flaggedAsSuspicious: false, signals: [expect.objectContaining({ rule: 'new-reviewer-account', weight: 'warning' })] });

    const shipWifi = randomIp();
    await signIn(reviewee, shipWifi);
    const together = await reviewed(reviewee, await person(app), { text: 'Another honest review, or is it? Written from the same connection.' }, shipWifi);
    const review = await adminReview(together.reviewId);
    expect(review.flaggedAsSuspicious).toBe(true);
    expect(review.signals.map((s) => [s.rule, s.weight])).toEqual([['same-ip-as-reviewee', 'warning'], ['new-reviewer-account', 'warning']]);
    expect(review.flaggingReason).toContain('; Reviewer account created within a day of the request');
  });

  describe('both sides of a finding (ADR 0034)', () => {
    it('marks the original of a near-identical text too: both cards carry the score and each other\'s id, only the copy is flagged', async () => {
      const reviewee = await person(app);
      const text = 'Marta ran the engine room through a hard season: every generator serviced on time, and the juniors learnt from her.';
      const original = await reviewed(reviewee, await established(), { text });
      const copy = await reviewed(reviewee, await established(), { text: text.replace('hard season', 'hard season!').replace('Marta', 'Marta R.') });

      const [o, c] = [await adminReview(original.reviewId), await adminReview(copy.reviewId)];
      expect(c.flaggedAsSuspicious).toBe(true);
      expect(c.signals).toEqual([
        { rule: 'near-duplicate-text', weight: 'flag', reason: expect.stringMatching(/^Review text is nearly identical to an earlier review of the same person \(9\d% similar\)$/), evidence: { similarity: expect.any(Number), reviewIds: [original.reviewId] } },
      ]);
      const similarity = c.signals[0].evidence.similarity as number;
      expect(similarity).toBeGreaterThanOrEqual(0.9);
      // The original is usually the genuine one: a warning, not a flag.
      expect(o.flaggedAsSuspicious).toBe(false);
      expect(o.signals).toEqual([
        {
          rule: 'near-duplicate-text', weight: 'warning', reason: `A later review of the same person is nearly identical to this one (${Math.floor(similarity * 100)}% similar)`,
          evidence: { similarity, reviewIds: [copy.reviewId], namedBy: copy.reviewId },
        },
      ]);
      expect(await suspiciousIds()).not.toContain(original.reviewId);
    });

    it('flags every review of a same-device set, each naming the others', async () => {
      const reviewee = await person(app);
      const onTheirDevice = async () => {
        const someone = await established();
        someone.agent.jar.setCookie(`crew.did=${deviceOf(reviewee)}`, '127.0.0.1', '/');
        await signIn(someone, randomIp());
        return someone;
      };
      const first = await reviewed(reviewee, await onTheirDevice(), { text: 'First of the look-alike accounts, praising the captain for everything.' });
      const second = await reviewed(reviewee, await onTheirDevice(), { text: 'Second look-alike account, with quite different words about the galley.' });
      const honest = await reviewed(reviewee, await established(), { text: 'An honest shipmate on their own phone, about the night watches.' });

      const [a, b, h] = await Promise.all([first, second, honest].map((r) => adminReview(r.reviewId)));
      expect(b.signals).toEqual([
        { rule: 'same-device', weight: 'flag', reason: expect.stringMatching(/; 1 other review of the same person by accounts that used a device of theirs$/), evidence: expect.objectContaining({ reviewIds: [first.reviewId] }) },
      ]);
      expect(a.flaggedAsSuspicious).toBe(true);
      expect(a.signals.map((s) => [s.rule, s.evidence.reviewIds])).toEqual([['same-device', []], ['same-device', [second.reviewId]]]);
      expect(a.signals[1]).toMatchObject({ weight: 'flag', reason: 'One of 2 reviews of the same person by accounts that used a device of theirs', evidence: { reviews: 2, namedBy: second.reviewId } });
      expect(h).toMatchObject({ flaggedAsSuspicious: false, signals: [] });
    });

    it('flags the whole same-IP set with the others named, and leaves the address out of every signal', async () => {
      const reviewee = await person(app);
      const crewMess = randomIp();
      const ids: string[] = [];
      for (const text of ['Steady hand on the helm in every sea.', 'Kept the galley spotless all season.', 'Patient teacher for the new deckhands.']) {
        ids.push((await reviewed(reviewee, await established(), { text }, crewMess)).reviewId);
      }
      const cards = await Promise.all(ids.map(adminReview));
      expect(cards.map((c) => c.flaggedAsSuspicious)).toEqual([true, true, true]);
      expect(cards[2].signals).toEqual([{ rule: 'same-ip-reviews', weight: 'flag', reason: '3 reviews of the same person from one IP address within 24 hours', evidence: { reviews: 3, reviewIds: [ids[0], ids[1]] } }]);
      for (const [i, card] of cards.slice(0, 2).entries()) {
        expect(card.signals).toEqual([{ rule: 'same-ip-reviews', weight: 'flag', reason: '3 reviews of the same person from one IP address within 24 hours', evidence: { reviews: 3, reviewIds: [ids[2], ids[1 - i]], namedBy: ids[2] } }]);
        expect(card.ipAddress).toBe(crewMess);
      }
      expect(JSON.stringify(cards.map((c) => [c.signals, c.flaggingReason]))).not.toContain(crewMess);
    });

    it('rebuilds the marks from the log exactly as they were written', async () => {
      const columns = 'id, fraud_signals, flagged_as_suspicious, flagging_reason, is_verified, version, updated_at';
      const live = await app.em.fork().execute(`select ${columns} from reviews order by id`);
      await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
      expect(await app.em.fork().execute(`select ${columns} from reviews order by id`)).toEqual(live);
    });
  });
});
