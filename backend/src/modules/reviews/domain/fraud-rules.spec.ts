import {
  BURST_COUNT_CAP, currentSignal, describeSignal, describedSignal, disposableDomain, type FraudFacts, fraudReasons, fraudSignals, type FraudSignal, isFlagged, isNearDuplicate, signalsOnOthers,
  nearDuplicateMatcher, nearDuplicateSimilarity, textSimilarity, usualRate,
} from './fraud-rules.js';
import { reviewerVerificationStatus } from './review-values.js';

const TEXT = 'Alex ran the deck with calm authority, trained the juniors patiently and never missed a watch.';
const flagReasonsOf = (signals: FraudSignal[]) => signals.filter((s) => s.weight === 'flag').map(describeSignal);
const facts = (fields: Partial<FraudFacts> = {}): FraudFacts => ({
  reviewerEmail: 'mate@example.com',
  ipAddress: '203.0.113.7',
  text: TEXT,
  otherTexts: [],
  recentFromSameIp: [],
  sharedDevice: null,
  sharedDeviceReviews: [],
  revieweeSignInIp: null,
  reciprocal: null,
  receivedLast24Hours: 0,
  usualRate: { reviews: 0, days: 90 },
  reviewerCreatedAt: '2025-01-10T08:00:00.000Z',
  requestedAt: '2026-11-20T08:00:00.000Z',
  ...fields,
});

describe('fraud rules', () => {
  it('find nothing in an ordinary review', () => {
    expect(fraudReasons(facts({ otherTexts: [{ id: 'r-9', text: 'A reliable engineer who kept the generators running all season long.' }] }))).toEqual([]);
  });

  it('flag a reviewer whose email is on a disposable domain, subdomains included', () => {
    expect(fraudReasons(facts({ reviewerEmail: 'x@Mailinator.com' }))).toEqual(["Reviewer's email uses a disposable email domain (mailinator.com)"]);
    expect(disposableDomain('x@inbox.yopmail.com')).toBe('yopmail.com');
    expect(disposableDomain('x@notyopmail.com')).toBeNull();
    // The domains the rule listed itself before the maintained list, all still caught.
    for (const domain of ['mailinator.com', 'guerrillamail.com', 'yopmail.com', 'tempmail.com', 'tempmail.net', 'spamgourmet.com', 'burnermail.io', 'maildrop.cc']) {
      expect(disposableDomain(`someone@${domain}`)).toBe(domain);
    }
  });

  it('flag a text nearly identical to another review of the same person', () => {
    const copy = TEXT.replace('Alex', 'Alexandra').replace('.', '!!');
    expect(isNearDuplicate(copy, TEXT)).toBe(true);
    const signals = fraudSignals(facts({ text: copy, otherTexts: [{ id: 'r-1', text: 'Something else entirely, about the galley and its fine food.' }, { id: 'r-2', text: TEXT }] }));
    // The score and the original it copies, whose card links back.
    expect(signals).toEqual([{ rule: 'near-duplicate-text', weight: 'flag', evidence: { similarity: 0.954, reviewIds: ['r-2'] } }]);
    expect(textSimilarity(copy, TEXT)).toBeGreaterThanOrEqual(0.9);
    expect(flagReasonsOf(signals)).toEqual(['Review text is nearly identical to an earlier review of the same person (95% similar)']);
  });

  it('name every earlier review a text copies, the closest first', () => {
    const copy = TEXT.replace('Alex', 'Alexandra');
    const signals = fraudSignals(facts({ text: copy, otherTexts: [{ id: 'r-far', text: TEXT }, { id: 'r-close', text: TEXT.replace('Alex', 'Alexandra').replace('.', '!') }] }));
    expect(signals[0].evidence.reviewIds).toEqual(['r-close', 'r-far']);
    expect(describeSignal(signals[0])).toBe('Review text is nearly identical to 2 earlier reviews of the same person (100% similar)');
  });

  it('do not call short generic texts copies of each other', () => {
    expect(fraudReasons(facts({ text: 'Great captain!', otherTexts: [{ id: 'r-1', text: 'Great captain.' }] }))).toEqual([]);
  });

  it('do not confuse two different reviews about the same voyage', () => {
    const other = 'Alex ran the engine room with calm authority and kept every generator running through the storm.';
    expect(textSimilarity(TEXT, other)).toBeLessThan(0.9);
    expect(isNearDuplicate(TEXT, other)).toBe(false);
  });

  it('flag the third review of one person from one IP address within 24 hours, not the second', () => {
    expect(fraudReasons(facts({ recentFromSameIp: ['r-1'] }))).toEqual([]);
    // The address itself is the review's own (sealed with it), never in the signal (ADR 0034).
    expect(fraudSignals(facts({ recentFromSameIp: ['r-1', 'r-2'] }))).toEqual([{ rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3, reviewIds: ['r-1', 'r-2'] } }]);
    expect(fraudReasons(facts({ recentFromSameIp: ['r-1', 'r-2'] }))).toEqual(['3 reviews of the same person from one IP address within 24 hours']);
  });

  it('give every reason that applies', () => {
    expect(fraudReasons(facts({ reviewerEmail: 'a@yopmail.com', otherTexts: [{ id: 'r-1', text: TEXT }], recentFromSameIp: ['a', 'b', 'c', 'd', 'e'] }))).toHaveLength(3);
  });

  const DEVICE = { timesSeen: 3, firstSeenAt: '2026-11-01T10:00:00.000Z', lastSeenAt: '2026-11-19T22:00:00.000Z' };
  const SIGN_IN_IP = { timesSeen: 4, lastSeenAt: '2026-11-18T09:00:00.000Z' };
  const NEW_ACCOUNT = { reviewerCreatedAt: '2026-11-20T20:00:00.000Z' };

  it('flag a review whose reviewer and reviewee used the same device, with how often and when', () => {
    const signals = fraudSignals(facts({ sharedDevice: DEVICE }));
    expect(signals).toEqual([{ rule: 'same-device', weight: 'flag', evidence: { ...DEVICE, reviewIds: [] } }]);
    expect(describeSignal(signals[0])).toBe('Reviewer and reviewee used the same device (seen 3 times, Nov 1, 2026 to Nov 19, 2026)');
    // Other reviews of the person by accounts on a device of theirs make one set, named here.
    const set = fraudSignals(facts({ sharedDevice: DEVICE, sharedDeviceReviews: ['r-1', 'r-2'] }));
    expect(set[0].evidence.reviewIds).toEqual(['r-1', 'r-2']);
    expect(describeSignal(set[0])).toBe(
      'Reviewer and reviewee used the same device (seen 3 times, Nov 1, 2026 to Nov 19, 2026); 2 other reviews of the same person by accounts that used a device of theirs',
    );
    expect(isFlagged(fraudSignals(facts({ sharedDevice: DEVICE })))).toBe(true);
  });

  it('flag a reciprocal review: the reviewee reviewed the reviewer within 30 days', () => {
    const reciprocal = { reviewId: 'r-1', createdAt: '2026-11-02T12:00:00.000Z' };
    const signals = fraudSignals(facts({ reciprocal }));
    expect(signals).toEqual([{ rule: 'reciprocal-review', weight: 'flag', evidence: { ...reciprocal, reviewIds: ['r-1'] } }]);
    expect(describeSignal(signals[0])).toBe('Reciprocal review: the reviewee reviewed the reviewer on Nov 2, 2026, within 30 days');
  });

  it('flag a burst: the 6th review in a day for someone who rarely gets any, not the 5th', () => {
    expect(fraudSignals(facts({ receivedLast24Hours: 4 }))).toEqual([]);
    const signals = fraudSignals(facts({ receivedLast24Hours: 5, usualRate: { reviews: 9, days: 90 } }));
    expect(signals).toEqual([{ rule: 'review-burst', weight: 'flag', evidence: { reviewsIn24Hours: 6, averagePerDay: 0.1, threshold: 5 } }]);
    expect(describeSignal(signals[0])).toBe('Burst of reviews: 6 received in 24 hours, usually 0.1 a day');
  });

  it('measure a burst against the person\'s usual rate: 5 times their daily average', () => {
    // 180 reviews in 90 days: 2 a day, so up to 10 in a day is their normal.
    expect(fraudSignals(facts({ receivedLast24Hours: 9, usualRate: { reviews: 180, days: 90 } }))).toEqual([]);
    expect(fraudSignals(facts({ receivedLast24Hours: 10, usualRate: { reviews: 180, days: 90 } }))).toMatchObject([{ rule: 'review-burst', evidence: { reviewsIn24Hours: 11, threshold: 10 } }]);
  });

  it('count a burst up to the cap, and say "more than" beyond it', () => {
    const signals = fraudSignals(facts({ receivedLast24Hours: BURST_COUNT_CAP }));
    expect(signals).toEqual([{ rule: 'review-burst', weight: 'flag', evidence: { moreThanReviewsIn24Hours: 1000, averagePerDay: 0, threshold: 5 } }]);
    expect(describeSignal(signals[0])).toBe('Burst of reviews: more than 1000 received in 24 hours, usually 0 a day');
    // One under the cap is still an exact count.
    expect(fraudSignals(facts({ receivedLast24Hours: BURST_COUNT_CAP - 1 }))[0].evidence).toMatchObject({ reviewsIn24Hours: 1000 });
  });

  it('take the usual rate over 90 days, or over the days the newest 1,000 reviews cover when there are more', () => {
    expect(usualRate(180, 89.5)).toEqual({ reviews: 180, days: 90 });
    // 1,000 reviews in the 40 days before the last 24 hours: 25 a day, so up to 125 in a day is normal.
    expect(usualRate(BURST_COUNT_CAP, 40)).toEqual({ reviews: 1000, days: 40 });
    expect(fraudSignals(facts({ receivedLast24Hours: 124, usualRate: usualRate(BURST_COUNT_CAP, 40) }))).toEqual([]);
    expect(fraudSignals(facts({ receivedLast24Hours: 125, usualRate: usualRate(BURST_COUNT_CAP, 40) }))).toMatchObject([{ evidence: { reviewsIn24Hours: 126, averagePerDay: 25, threshold: 125 } }]);
    // All at one instant: a rate over an hour, not a division by zero.
    expect(usualRate(BURST_COUNT_CAP, 0)).toEqual({ reviews: 1000, days: 1 / 24 });
  });

  it('only warn when the reviewer writes from an address the reviewee signed in from: shipmates share a connection', () => {
    const signals = fraudSignals(facts({ revieweeSignInIp: SIGN_IN_IP }));
    expect(signals).toEqual([{ rule: 'same-ip-as-reviewee', weight: 'warning', evidence: SIGN_IN_IP }]);
    expect(describeSignal(signals[0])).toBe('Same IP address as the reviewee (reviewee signed in from it 4 times, last Nov 18, 2026)');
    expect(isFlagged(signals)).toBe(false);
    expect(fraudReasons(facts({ revieweeSignInIp: SIGN_IN_IP }))).toEqual([]);
  });

  it('only warn about a reviewer account created within a day of the request: most reviewers sign up to answer', () => {
    const signals = fraudSignals(facts(NEW_ACCOUNT));
    expect(signals).toEqual([{ rule: 'new-reviewer-account', weight: 'warning', evidence: { accountCreatedAt: NEW_ACCOUNT.reviewerCreatedAt, requestedAt: '2026-11-20T08:00:00.000Z' } }]);
    expect(describeSignal(signals[0])).toBe('Reviewer account created within a day of the request (Nov 20, 2026)');
    expect(isFlagged(signals)).toBe(false);
    expect(fraudSignals(facts({ reviewerCreatedAt: '2026-11-19T07:59:00.000Z' }))).toEqual([]);
  });

  it('flag when a warning comes with another signal, with the reasons that flagged it', () => {
    // Two warnings together: both are the reason.
    expect(fraudReasons(facts({ ...NEW_ACCOUNT, revieweeSignInIp: SIGN_IN_IP }))).toEqual([
      'Same IP address as the reviewee (reviewee signed in from it 4 times, last Nov 18, 2026)',
      'Reviewer account created within a day of the request (Nov 20, 2026)',
    ]);
    // Beside a flag, the warning is kept as a signal but the flag is the reason.
    const signals = fraudSignals(facts({ ...NEW_ACCOUNT, reviewerEmail: 'x@mailinator.com' }));
    expect(signals.map((s) => [s.rule, s.weight])).toEqual([['disposable-domain', 'flag'], ['new-reviewer-account', 'warning']]);
    expect(fraudReasons(facts({ ...NEW_ACCOUNT, reviewerEmail: 'x@mailinator.com' }))).toEqual(["Reviewer's email uses a disposable email domain (mailinator.com)"]);
  });

  it('are not flagged without signals', () => {
    expect(isFlagged([])).toBe(false);
  });
});

describe('fraud rules seen from the other side (ADR 0034)', () => {
  const AT = '2026-11-21T09:30:00.000Z';
  const on = (signals: FraudSignal[]) => Object.fromEntries(signalsOnOthers('new', AT, signals));

  it('warn the original of a near-duplicate with the score and the copy, without flagging it: it is usually the genuine one', () => {
    const found = on([{ rule: 'near-duplicate-text', weight: 'flag', evidence: { similarity: 0.97, reviewIds: ['old'] } }]);
    expect(found).toEqual({ old: [{ rule: 'near-duplicate-text', weight: 'warning', evidence: { similarity: 0.97, reviewIds: ['new'], namedBy: 'new' } }] });
    expect(describeSignal(found.old[0])).toBe('A later review of the same person is nearly identical to this one (97% similar)');
  });

  it('flag both halves of a reciprocal pair, each naming the other with its date', () => {
    const found = on([{ rule: 'reciprocal-review', weight: 'flag', evidence: { reviewId: 'theirs', createdAt: '2026-11-02T12:00:00.000Z', reviewIds: ['theirs'] } }]);
    expect(found).toEqual({ theirs: [{ rule: 'reciprocal-review', weight: 'flag', evidence: { reviewId: 'new', createdAt: AT, reviewIds: ['new'], namedBy: 'new' } }] });
    expect(describeSignal(found.theirs[0])).toBe('Reciprocal review: the reviewee reviewed the reviewer on Nov 21, 2026, within 30 days');
  });

  it('flag every review of a same-IP set, each naming all the others', () => {
    const found = on([{ rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3, reviewIds: ['a', 'b'] } }]);
    expect(found).toEqual({
      a: [{ rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3, reviewIds: ['new', 'b'], namedBy: 'new' } }],
      b: [{ rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3, reviewIds: ['new', 'a'], namedBy: 'new' } }],
    });
    expect(describeSignal(found.a[0])).toBe('3 reviews of the same person from one IP address within 24 hours');
  });

  it('flag every review of a same-device set, each naming all the others', () => {
    const found = on([{ rule: 'same-device', weight: 'flag', evidence: { timesSeen: 2, firstSeenAt: AT, lastSeenAt: AT, reviewIds: ['a'] } }]);
    expect(found).toEqual({ a: [{ rule: 'same-device', weight: 'flag', evidence: { reviews: 2, reviewIds: ['new'], namedBy: 'new' } }] });
    expect(describeSignal(found.a[0])).toBe('One of 2 reviews of the same person by accounts that used a device of theirs');
  });

  it('gather what one submission found about one other review, and leave the rules about the reviewer alone', () => {
    const found = on([
      { rule: 'disposable-domain', weight: 'flag', evidence: { domain: 'mailinator.com' } },
      { rule: 'near-duplicate-text', weight: 'flag', evidence: { similarity: 0.95, reviewIds: ['a'] } },
      { rule: 'same-ip-reviews', weight: 'flag', evidence: { reviews: 3, reviewIds: ['a', 'b'] } },
      { rule: 'same-device', weight: 'flag', evidence: { timesSeen: 1, firstSeenAt: AT, lastSeenAt: AT, reviewIds: [] } },
      { rule: 'new-reviewer-account', weight: 'warning', evidence: { accountCreatedAt: AT, requestedAt: AT } },
    ]);
    expect(Object.keys(found).sort()).toEqual(['a', 'b']);
    expect(found.a.map((s) => [s.rule, s.weight])).toEqual([['near-duplicate-text', 'warning'], ['same-ip-reviews', 'flag']]);
  });
});

describe('signals stored before ADR 0034', () => {
  it('read without the address and with readable dates, whatever reason they stored', () => {
    const v1 = {
      rule: 'same-ip-as-reviewee', weight: 'warning', reason: 'Same IP address as the reviewee (203.0.113.7, reviewee signed in from it 4 times, last 2026-11-18)',
      evidence: { ip: '203.0.113.7', timesSeen: 4, lastSeenAt: '2026-11-18T09:00:00.000Z' },
    } as FraudSignal;
    expect(describedSignal(v1)).toEqual({
      rule: 'same-ip-as-reviewee', weight: 'warning', reason: 'Same IP address as the reviewee (reviewee signed in from it 4 times, last Nov 18, 2026)',
      evidence: { timesSeen: 4, lastSeenAt: '2026-11-18T09:00:00.000Z' },
    });
    expect(describedSignal({ rule: 'near-duplicate-text', weight: 'flag', evidence: {} }).reason).toBe('Review text is nearly identical to another review of the same person');
    expect(currentSignal({ rule: 'reciprocal-review', weight: 'flag', evidence: { reviewId: 'r-1', createdAt: '2026-11-02T12:00:00.000Z' } }).evidence.reviewIds).toEqual(['r-1']);
    expect(describedSignal({ rule: 'same-ip-reviews', weight: 'flag', evidence: { ip: '203.0.113.7', reviews: 3 } })).toEqual({
      rule: 'same-ip-reviews', weight: 'flag', reason: '3 reviews of the same person from one IP address within 24 hours', evidence: { reviews: 3 },
    });
  });
});

describe('reviewer verification status', () => {
  it('is verified for a verified account answering at the address the request went to', () => {
    expect(reviewerVerificationStatus(true, 'Mate@Example.com', 'mate@example.com')).toBe('verified');
  });
  it('is partial for a verified account at another address', () => {
    expect(reviewerVerificationStatus(true, 'other@example.com', 'mate@example.com')).toBe('partial');
  });
  it('is unverified while the account email is not confirmed', () => {
    expect(reviewerVerificationStatus(false, 'mate@example.com', 'mate@example.com')).toBe('unverified');
  });
});

describe('near-duplicate bands', () => {
  const person = '2f164e91-855f-4c78-8a93-e1ab5190fc6e';
  const text = 'Calm under pressure, kept the deck crew safe and happy through a long season.';

  it('are the same for texts the rule normalizes alike, and none for texts too short to be copies', async () => {
    const { nearDuplicateBands } = await import('./fraud-rules.js');
    const bands = nearDuplicateBands(person, text);
    expect(bands).toHaveLength(30);
    expect(bands.every((b) => Number.isInteger(b) && b >= -(2 ** 31) && b < 2 ** 31)).toBe(true);
    expect(nearDuplicateBands(person.toUpperCase(), 'CALM under pressure -- kept the deck crew safe and happy, through a long season!')).toEqual(bands);
    expect(nearDuplicateBands(person, 'Great captain!')).toEqual([]);
  });

  it('share a band for a near-copy, and none across people or with an unrelated text', async () => {
    const { nearDuplicateBands, isNearDuplicate } = await import('./fraud-rules.js');
    const shared = (a: number[], b: number[]) => a.filter((x) => b.includes(x)).length;
    const copy = 'Calm under pressure, kept the deck crew safe and happy thru a long season.';
    expect(isNearDuplicate(text, copy)).toBe(true);
    expect(shared(nearDuplicateBands(person, text), nearDuplicateBands(person, copy))).toBeGreaterThan(0);
    expect(shared(nearDuplicateBands(person, text), nearDuplicateBands('5d1f0c34-0a43-4d4a-9b4e-6c1b8b0e0f11', copy))).toBe(0);
    expect(shared(nearDuplicateBands(person, text), nearDuplicateBands(person, 'Ran the galley for a full charter season, provisioning and menus without a single complaint.'))).toBe(0);
  });
});

describe('near-duplicate candidate lengths', () => {
  it('ask only for stored lengths the length ratio allows, rounded outwards', async () => {
    const { nearDuplicateCandidates, isNearDuplicate } = await import('./fraud-rules.js');
    const text = 'Calm under pressure, kept the deck crew safe and happy through a long season.';
    const c = nearDuplicateCandidates('2f164e91-855f-4c78-8a93-e1ab5190fc6e', text)!;
    // Normalized, 75 characters (the comma and the final stop go): 0.8 x 75 and 75 / 0.8.
    expect(c).toMatchObject({ minLength: 60, maxLength: 94 });
    expect(isNearDuplicate(text, `${text} ${'x'.repeat(30)}`)).toBe(false);
    expect(nearDuplicateCandidates('2f164e91-855f-4c78-8a93-e1ab5190fc6e', 'Great captain!')).toBeNull();
  });
});

describe('nearDuplicateMatcher', () => {
  it('gives what nearDuplicateSimilarity gives, text by text', () => {
    const base = 'Marta ran the engine room through a hard season: every generator serviced on time.';
    const others = [
      base, base.toUpperCase(), base.replace('hard', 'long'), base.replace('every generator', 'each pump'), 'Short one.',
      `${base} And more words that change the length a lot, far beyond the ratio the rule allows.`, 'Ναύτης αξιόπιστος και ήρεμος σε κάθε βάρδια της σεζόν.',
    ];
    const matcher = nearDuplicateMatcher(base);
    for (const other of others) expect(matcher(other)).toBe(nearDuplicateSimilarity(base, other));
    expect(nearDuplicateMatcher('Too short')('Too short')).toBeNull();
  });
});
