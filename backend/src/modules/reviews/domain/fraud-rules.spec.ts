import { disposableDomain, type FraudFacts, fraudReasons, fraudSignals, isFlagged, isNearDuplicate, textSimilarity } from './fraud-rules.js';
import { reviewerVerificationStatus } from './review-values.js';

const TEXT = 'Alex ran the deck with calm authority, trained the juniors patiently and never missed a watch.';
const facts = (fields: Partial<FraudFacts> = {}): FraudFacts => ({
  reviewerEmail: 'mate@example.com',
  ipAddress: '203.0.113.7',
  text: TEXT,
  otherTexts: [],
  recentFromSameIp: 0,
  sharedDevice: null,
  revieweeSignInIp: null,
  reciprocal: null,
  receivedLast24Hours: 0,
  receivedPrevious90Days: 0,
  reviewerCreatedAt: '2025-01-10T08:00:00.000Z',
  requestedAt: '2026-11-20T08:00:00.000Z',
  ...fields,
});

describe('fraud rules', () => {
  it('find nothing in an ordinary review', () => {
    expect(fraudReasons(facts({ otherTexts: ['A reliable engineer who kept the generators running all season long.'] }))).toEqual([]);
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
    expect(fraudReasons(facts({ text: copy, otherTexts: ['Something else entirely, about the galley and its fine food.', TEXT] }))).toEqual([
      'Review text is nearly identical to another review of the same person',
    ]);
  });

  it('do not call short generic texts copies of each other', () => {
    expect(fraudReasons(facts({ text: 'Great captain!', otherTexts: ['Great captain.'] }))).toEqual([]);
  });

  it('do not confuse two different reviews about the same voyage', () => {
    const other = 'Alex ran the engine room with calm authority and kept every generator running through the storm.';
    expect(textSimilarity(TEXT, other)).toBeLessThan(0.9);
    expect(isNearDuplicate(TEXT, other)).toBe(false);
  });

  it('flag the third review of one person from one IP address within 24 hours, not the second', () => {
    expect(fraudReasons(facts({ recentFromSameIp: 1 }))).toEqual([]);
    expect(fraudReasons(facts({ recentFromSameIp: 2 }))).toEqual(['3 reviews of the same person from one IP address (203.0.113.7) within 24 hours']);
  });

  it('give every reason that applies', () => {
    expect(fraudReasons(facts({ reviewerEmail: 'a@yopmail.com', otherTexts: [TEXT], recentFromSameIp: 5 }))).toHaveLength(3);
  });

  const DEVICE = { timesSeen: 3, firstSeenAt: '2026-11-01T10:00:00.000Z', lastSeenAt: '2026-11-19T22:00:00.000Z' };
  const SIGN_IN_IP = { timesSeen: 4, lastSeenAt: '2026-11-18T09:00:00.000Z' };
  const NEW_ACCOUNT = { reviewerCreatedAt: '2026-11-20T20:00:00.000Z' };

  it('flag a review whose reviewer and reviewee used the same device, with how often and when', () => {
    expect(fraudSignals(facts({ sharedDevice: DEVICE }))).toEqual([{
      rule: 'same-device',
      weight: 'flag',
      reason: 'Reviewer and reviewee used the same device (seen 3 times, 2026-11-01 to 2026-11-19)',
      evidence: DEVICE,
    }]);
    expect(isFlagged(fraudSignals(facts({ sharedDevice: DEVICE })))).toBe(true);
  });

  it('flag a reciprocal review: the reviewee reviewed the reviewer within 30 days', () => {
    const reciprocal = { reviewId: 'r-1', createdAt: '2026-11-02T12:00:00.000Z' };
    expect(fraudSignals(facts({ reciprocal }))).toEqual([{
      rule: 'reciprocal-review',
      weight: 'flag',
      reason: 'Reciprocal review: the reviewee reviewed the reviewer on 2026-11-02, within 30 days',
      evidence: reciprocal,
    }]);
  });

  it('flag a burst: the 6th review in a day for someone who rarely gets any, not the 5th', () => {
    expect(fraudSignals(facts({ receivedLast24Hours: 4 }))).toEqual([]);
    expect(fraudSignals(facts({ receivedLast24Hours: 5, receivedPrevious90Days: 9 }))).toEqual([{
      rule: 'review-burst',
      weight: 'flag',
      reason: 'Burst of reviews: 6 received in 24 hours, usually 0.1 a day',
      evidence: { reviewsIn24Hours: 6, averagePerDay: 0.1, threshold: 5 },
    }]);
  });

  it('measure a burst against the person\'s usual rate: 5 times their daily average', () => {
    // 180 reviews in 90 days: 2 a day, so up to 10 in a day is their normal.
    expect(fraudSignals(facts({ receivedLast24Hours: 9, receivedPrevious90Days: 180 }))).toEqual([]);
    expect(fraudSignals(facts({ receivedLast24Hours: 10, receivedPrevious90Days: 180 }))).toMatchObject([{ rule: 'review-burst', evidence: { reviewsIn24Hours: 11, threshold: 10 } }]);
  });

  it('only warn when the reviewer writes from an address the reviewee signed in from: shipmates share a connection', () => {
    const signals = fraudSignals(facts({ revieweeSignInIp: SIGN_IN_IP }));
    expect(signals).toEqual([{
      rule: 'same-ip-as-reviewee',
      weight: 'warning',
      reason: 'Same IP address as the reviewee (203.0.113.7, reviewee signed in from it 4 times, last 2026-11-18)',
      evidence: { ip: '203.0.113.7', ...SIGN_IN_IP },
    }]);
    expect(isFlagged(signals)).toBe(false);
    expect(fraudReasons(facts({ revieweeSignInIp: SIGN_IN_IP }))).toEqual([]);
  });

  it('only warn about a reviewer account created within a day of the request: most reviewers sign up to answer', () => {
    const signals = fraudSignals(facts(NEW_ACCOUNT));
    expect(signals).toEqual([{
      rule: 'new-reviewer-account',
      weight: 'warning',
      reason: 'Reviewer account created within a day of the request (2026-11-20)',
      evidence: { accountCreatedAt: NEW_ACCOUNT.reviewerCreatedAt, requestedAt: '2026-11-20T08:00:00.000Z' },
    }]);
    expect(isFlagged(signals)).toBe(false);
    expect(fraudSignals(facts({ reviewerCreatedAt: '2026-11-19T07:59:00.000Z' }))).toEqual([]);
  });

  it('flag when a warning comes with another signal, with the reasons that flagged it', () => {
    // Two warnings together: both are the reason.
    expect(fraudReasons(facts({ ...NEW_ACCOUNT, revieweeSignInIp: SIGN_IN_IP }))).toEqual([
      'Same IP address as the reviewee (203.0.113.7, reviewee signed in from it 4 times, last 2026-11-18)',
      'Reviewer account created within a day of the request (2026-11-20)',
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
