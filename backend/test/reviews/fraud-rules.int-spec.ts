import { startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';
import { type Person, person, randomIp, reviewed } from './review-helpers.js';

interface Signal { rule: string; weight: 'flag' | 'warning'; reason: string; evidence: Record<string, unknown> }
interface AdminReview { id: string; flaggedAsSuspicious: boolean; flaggingReason: string | null; signals: Signal[] }

/** Each rule of ADR 0018 produced over HTTP, as people (and fraudsters) would. */
describe('fraud rules at submission', () => {
  let app: TestApp;
  let admin: Person;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await person(app);
    await app.em.fork().execute(`update users set admin_level = 'admin' where id = ?`, [admin.user.id]);
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
    expect(review.flaggingReason).toMatch(/^Reviewer and reviewee used the same device \(seen 3 times, \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\)$/);
    expect(review.signals).toEqual([
      expect.objectContaining({ rule: 'same-device', weight: 'flag', evidence: expect.objectContaining({ timesSeen: 3 }) }),
    ]);
    expect(await suspiciousIds()).toContain(reviewId);
  });

  it('flags a reciprocal review written within 30 days', async () => {
    const a = await established();
    const b = await established();
    const first = await reviewed(b, a);
    const second = await reviewed(a, b);
    expect((await adminReview(first.reviewId)).flaggedAsSuspicious).toBe(false);
    const review = await adminReview(second.reviewId);
    expect(review.flaggedAsSuspicious).toBe(true);
    expect(review.signals).toEqual([
      expect.objectContaining({ rule: 'reciprocal-review', weight: 'flag', evidence: expect.objectContaining({ reviewId: first.reviewId }) }),
    ]);
    expect(review.flaggingReason).toMatch(/^Reciprocal review: the reviewee reviewed the reviewer on \d{4}-\d\d-\d\d, within 30 days$/);
  });

  it('flags the review that makes a burst: the 6th in a day for someone with no usual rate', async () => {
    const reviewee = await person(app);
    const ids: string[] = [];
    const texts = ['Steady at the helm.', 'Kept the galley spotless.', 'Great on night watches.', 'Trained the new deckhands.', 'Calm in heavy weather.', 'Fixed the watermaker twice.'];
    for (const text of texts) ids.push((await reviewed(reviewee, await established(), { text })).reviewId);
    const reviews = await Promise.all(ids.map(adminReview));
    expect(reviews.map((r) => r.flaggedAsSuspicious)).toEqual([false, false, false, false, false, true]);
    expect(reviews[5].flaggingReason).toBe('Burst of reviews: 6 received in 24 hours, usually 0 a day');
    expect(reviews[5].signals).toEqual([{ rule: 'review-burst', weight: 'flag', reason: reviews[5].flaggingReason, evidence: { reviewsIn24Hours: 6, averagePerDay: 0, threshold: 5 } }]);
  });

  it('only warns when the reviewer writes from an address the reviewee signed in from', async () => {
    const reviewee = await person(app);
    const shipWifi = randomIp();
    await signIn(reviewee, shipWifi);
    const { reviewId } = await reviewed(reviewee, await established(), {}, shipWifi);

    const review = await adminReview(reviewId);
    expect(review.flaggedAsSuspicious).toBe(false);
    expect(review.signals).toEqual([
      { rule: 'same-ip-as-reviewee', weight: 'warning', reason: expect.stringContaining(`Same IP address as the reviewee (${shipWifi}`), evidence: expect.objectContaining({ ip: shipWifi, timesSeen: 1 }) },
    ]);
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
});
