import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * Fraud rules run when a review is submitted (DESIGN.md, "Flagging"; ADR 0018). Pure: the
 * handler gathers the facts, these rules turn them into signals with readable reasons and
 * their evidence.
 *
 * "Reviewer and reviewee share an IP" and "reviewer account younger than a day" are only
 * warnings: crew on one ship share its connection, and most reviewers sign up to answer the
 * request they were sent, so alone they would flag honest reviews far more often than fakes.
 */
export const FRAUD_RULES = [
  'disposable-domain', 'near-duplicate-text', 'same-ip-reviews', 'same-device', 'reciprocal-review', 'review-burst',
  'same-ip-as-reviewee', 'new-reviewer-account',
] as const;
export type FraudRule = (typeof FRAUD_RULES)[number];

/**
 * What one rule found. A 'flag' flags the review on its own; a 'warning' (shared IP with the
 * reviewee, brand-new reviewer account) only adds weight: it flags together with any other
 * signal. Evidence holds the facts behind the reason, for the admin.
 */
export interface FraudSignal {
  rule: FraudRule;
  weight: 'flag' | 'warning';
  reason: string;
  evidence: Record<string, string | number | null>;
}

export interface FraudFacts {
  reviewerEmail: string;
  ipAddress: string;
  text: string;
  /**
   * Texts of the reviewee's other reviews that may be near-duplicates: all of them, or the
   * candidates of the trigram index (nearDuplicateCandidateThreshold); the rule decides.
   */
  otherTexts: readonly string[];
  /** Reviews of the same reviewee from ipAddress in the last 24 hours, this one not counted. */
  recentFromSameIp: number;
  /** A device (crew.did cookie) both reviewer and reviewee used, from identity. */
  sharedDevice: { timesSeen: number; firstSeenAt: string; lastSeenAt: string } | null;
  /** ipAddress is one the reviewee signed in from lately (identity). */
  revieweeSignInIp: { timesSeen: number; lastSeenAt: string } | null;
  /** The reviewee's own review of the reviewer, when written in the last 30 days. */
  reciprocal: { reviewId: string; createdAt: string } | null;
  /** Reviews the reviewee received in the last 24 hours, this one not counted ... */
  receivedLast24Hours: number;
  /** ... and in the 90 days before those 24 hours (their usual rate). */
  receivedPrevious90Days: number;
  reviewerCreatedAt: string;
  requestedAt: string;
}

export const SAME_IP_LIMIT = 3;
export const RECIPROCAL_DAYS = 30;
/** A burst: more than max(BURST_MIN, BURST_FACTOR x the usual daily rate) reviews received in 24 hours. */
export const BURST_MIN = 5;
export const BURST_FACTOR = 5;
export const BURST_BASELINE_DAYS = 90;
/** A reviewer account created this close to the request counts as brand-new. */
export const NEW_ACCOUNT_HOURS = 24;
/** Character-trigram overlap (Dice) at or above which two texts count as the same text. */
export const NEAR_DUPLICATE_THRESHOLD = 0.9;
/** Shorter texts ("Great captain!") are too generic to call a copy. */
export const NEAR_DUPLICATE_MIN_LENGTH = 30;

/** Thousands of throwaway-mailbox providers, from a list kept up to date by its maintainers. */
// Plus four throwaway providers the rule knew before the maintained list replaced its own, and
// that list lacks: nobody flagged before goes unflagged now.
const DISPOSABLE_DOMAINS = new Set([...disposableEmailBlocklistSet(), 'tempmail.com', 'tempmail.net', 'spamgourmet.com', 'burnermail.io']);

/** The disposable provider an address belongs to (subdomains count too), or null. */
export function disposableDomain(email: string): string | null {
  const labels = (email.trim().toLowerCase().split('@').pop() ?? '').split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (DISPOSABLE_DOMAINS.has(candidate)) return candidate;
  }
  return null;
}

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/** Dice coefficient over character trigrams of the normalized texts: 1 for the same text. */
export function textSimilarity(a: string, b: string): number {
  const x = normalize(a);
  const y = normalize(b);
  if (x === y) return 1;
  const gx = trigrams(x);
  const gy = trigrams(y);
  if (gx.size === 0 || gy.size === 0) return 0;
  let shared = 0;
  for (const g of gx) if (gy.has(g)) shared++;
  return (2 * shared) / (gx.size + gy.size);
}

/** What reviews.duplicate_length holds: the normalized length the rule's length ratio compares. */
export function nearDuplicateLength(text: string): number {
  return normalize(text).length;
}

/** Texts whose normalized lengths differ more than this ratio are never near-duplicates. */
const NEAR_DUPLICATE_LENGTH_RATIO = NEAR_DUPLICATE_THRESHOLD - 0.1;

/**
 * MinHash bands over the rule's trigram sets (ADR 0031). Two texts share a band when all
 * ROWS of its minimum hashes agree, which happens with probability J^ROWS for trigram sets
 * of Jaccard J. At the rule's threshold (Dice 0.9, so J = 0.9 / 1.1 = 0.818) a pair shares
 * at least one of BANDS bands with probability 1 - (1 - 0.818^7)^30 = 99.98%, and more above
 * it; unrelated texts of one vocabulary (J about 0.3) share one in 0.7% of pairs.
 */
const BANDS = 30;
const ROWS = 7;

/** murmur3's finalizer: spreads every input bit over the 32 output bits. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One seed per MinHash function, fixed: stored bands must stay comparable across releases. */
const SEEDS = Uint32Array.from({ length: BANDS * ROWS }, (_, i) => mix(0x9e3779b9 + Math.imul(i + 1, 0x7f4a7c15)));

/**
 * What reviews.duplicate_bands holds for a text of a person: BANDS band hashes (signed, for
 * PostgreSQL's int[]), salted with the person so that the bands index finds only their texts.
 * Empty when the rule cannot fire (too short), so such texts are never candidates.
 */
export function nearDuplicateBands(revieweeId: string, text: string): number[] {
  const normalized = normalize(text);
  if (normalized.length < NEAR_DUPLICATE_MIN_LENGTH) return [];
  const minimums = new Uint32Array(BANDS * ROWS).fill(0xffffffff);
  for (const gram of trigrams(normalized)) {
    const g = hashText(gram);
    for (let i = 0; i < minimums.length; i++) {
      const h = mix(g ^ SEEDS[i]);
      if (h < minimums[i]) minimums[i] = h;
    }
  }
  const salt = hashText(revieweeId.toLowerCase());
  return Array.from({ length: BANDS }, (_, band) => {
    let h = mix(salt ^ Math.imul(band + 1, 0x9e3779b9));
    for (let row = 0; row < ROWS; row++) h = mix(h ^ minimums[band * ROWS + row]);
    return h | 0;
  });
}

/**
 * What the bands query needs to find the person's texts that may be near-duplicates of
 * `text`: its bands and the stored lengths the length ratio allows (rounded outwards). Null
 * when the rule cannot fire, so nothing needs reading.
 */
export function nearDuplicateCandidates(revieweeId: string, text: string): { bands: number[]; minLength: number; maxLength: number } | null {
  const bands = nearDuplicateBands(revieweeId, text);
  if (bands.length === 0) return null;
  const length = nearDuplicateLength(text);
  return {
    bands,
    minLength: Math.floor(length * NEAR_DUPLICATE_LENGTH_RATIO),
    maxLength: Math.ceil(length / NEAR_DUPLICATE_LENGTH_RATIO),
  };
}

export function isNearDuplicate(text: string, other: string): boolean {
  const length = normalize(text).length;
  if (length < NEAR_DUPLICATE_MIN_LENGTH) return false;
  // Texts of very different lengths cannot reach the threshold; skip the set work.
  const otherLength = normalize(other).length;
  if (Math.min(length, otherLength) / Math.max(length, otherLength) < NEAR_DUPLICATE_LENGTH_RATIO) return false;
  return textSimilarity(text, other) >= NEAR_DUPLICATE_THRESHOLD;
}

const HOUR_MS = 3_600_000;
const day = (iso: string) => iso.slice(0, 10);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every signal the facts give, flags first in rule order, then warnings. */
export function fraudSignals(facts: FraudFacts): FraudSignal[] {
  const signals: FraudSignal[] = [];
  const flag = (rule: FraudRule, reason: string, evidence: FraudSignal['evidence']) => signals.push({ rule, weight: 'flag', reason, evidence });
  const warn = (rule: FraudRule, reason: string, evidence: FraudSignal['evidence']) => signals.push({ rule, weight: 'warning', reason, evidence });

  const domain = disposableDomain(facts.reviewerEmail);
  if (domain) flag('disposable-domain', `Reviewer's email uses a disposable email domain (${domain})`, { domain });
  if (facts.otherTexts.some((other) => isNearDuplicate(facts.text, other))) {
    flag('near-duplicate-text', 'Review text is nearly identical to another review of the same person', {});
  }
  const fromIp = facts.recentFromSameIp + 1;
  if (facts.ipAddress && fromIp >= SAME_IP_LIMIT) {
    flag('same-ip-reviews', `${fromIp} reviews of the same person from one IP address (${facts.ipAddress}) within 24 hours`, { ip: facts.ipAddress, reviews: fromIp });
  }
  if (facts.sharedDevice) {
    const { timesSeen, firstSeenAt, lastSeenAt } = facts.sharedDevice;
    flag('same-device', `Reviewer and reviewee used the same device (seen ${plural(timesSeen, 'time')}, ${day(firstSeenAt)} to ${day(lastSeenAt)})`, { timesSeen, firstSeenAt, lastSeenAt });
  }
  if (facts.reciprocal) {
    flag('reciprocal-review', `Reciprocal review: the reviewee reviewed the reviewer on ${day(facts.reciprocal.createdAt)}, within ${RECIPROCAL_DAYS} days`, { ...facts.reciprocal });
  }
  const received = facts.receivedLast24Hours + 1;
  const averagePerDay = Math.round((facts.receivedPrevious90Days / BURST_BASELINE_DAYS) * 100) / 100;
  const threshold = Math.max(BURST_MIN, BURST_FACTOR * averagePerDay);
  if (received > threshold) {
    flag('review-burst', `Burst of reviews: ${received} received in 24 hours, usually ${averagePerDay} a day`, { reviewsIn24Hours: received, averagePerDay, threshold });
  }

  if (facts.revieweeSignInIp && facts.ipAddress) {
    const { timesSeen, lastSeenAt } = facts.revieweeSignInIp;
    warn('same-ip-as-reviewee', `Same IP address as the reviewee (${facts.ipAddress}, reviewee signed in from it ${plural(timesSeen, 'time')}, last ${day(lastSeenAt)})`, { ip: facts.ipAddress, timesSeen, lastSeenAt });
  }
  const accountAgeHours = Math.abs(Date.parse(facts.requestedAt) - Date.parse(facts.reviewerCreatedAt)) / HOUR_MS;
  if (accountAgeHours <= NEW_ACCOUNT_HOURS) {
    warn('new-reviewer-account', `Reviewer account created within a day of the request (${day(facts.reviewerCreatedAt)})`, { accountCreatedAt: facts.reviewerCreatedAt, requestedAt: facts.requestedAt });
  }
  return signals;
}

/** Any flag flags the review; a warning flags only together with another signal. */
export function isFlagged(signals: readonly FraudSignal[]): boolean {
  return signals.some((s) => s.weight === 'flag') || signals.length >= 2;
}

/**
 * The readable reasons of a flag: the flags' own, or the warnings' when together they flagged
 * it; none when not flagged. Warnings beside a flag stay in the signals, not the reason.
 */
export function flagReasons(signals: readonly FraudSignal[]): string[] {
  if (!isFlagged(signals)) return [];
  const flags = signals.filter((s) => s.weight === 'flag');
  return (flags.length > 0 ? flags : signals).map((s) => s.reason);
}

export function fraudReasons(facts: FraudFacts): string[] {
  return flagReasons(fraudSignals(facts));
}
