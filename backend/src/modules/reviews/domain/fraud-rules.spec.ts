import { disposableDomain, type FraudFacts, fraudReasons, isNearDuplicate, textSimilarity } from './fraud-rules.js';
import { reviewerVerificationStatus } from './review-values.js';

const TEXT = 'Alex ran the deck with calm authority, trained the juniors patiently and never missed a watch.';
const facts = (fields: Partial<FraudFacts> = {}): FraudFacts => ({
  reviewerEmail: 'mate@example.com',
  ipAddress: '203.0.113.7',
  text: TEXT,
  otherTexts: [],
  recentFromSameIp: 0,
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
