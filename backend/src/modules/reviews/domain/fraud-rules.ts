import { formatInstantDay } from '@crew/contracts/calendar-days';
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
 * signal. Evidence holds the facts behind it, for the admin: counts, dates, scores and the ids
 * of the other reviews involved (`reviewIds`), never anything personal (ADR 0034): the address
 * a review came from is the review's own `ipAddress`, sealed under its reviewer. The readable
 * reason is written from the evidence when it is read (describeSignal), so that stored events
 * never carry a sentence with an address or a raw date in it.
 */
export interface FraudSignal {
  rule: FraudRule;
  weight: 'flag' | 'warning';
  evidence: FraudEvidence;
}

export type FraudEvidence = Record<string, string | number | null | string[]>;

/** A signal as admins read it: with its reason, written from the evidence. */
export interface DescribedFraudSignal extends FraudSignal {
  reason: string;
}

/** Another review of the reviewee that may be a near-duplicate (a candidate of the bands index). */
export interface OtherReviewText {
  id: string;
  text: string;
}

export interface FraudFacts {
  reviewerEmail: string;
  ipAddress: string;
  text: string;
  /**
   * The reviewee's other reviews that may be near-duplicates: all of them, or the candidates
   * of the bands index (nearDuplicateCandidates); the rule decides.
   */
  otherTexts: readonly OtherReviewText[];
  /** Ids of the reviews of the same reviewee from ipAddress in the last 24 hours, this one not counted, oldest first. */
  recentFromSameIp: readonly string[];
  /** A device (crew.did cookie) both reviewer and reviewee used, from identity. */
  sharedDevice: { timesSeen: number; firstSeenAt: string; lastSeenAt: string } | null;
  /**
   * With sharedDevice: the reviewee's other reviews whose reviewers also shared a device with
   * the reviewee (they carry a same-device signal), oldest first: one set of look-alike accounts.
   */
  sharedDeviceReviews: readonly string[];
  /** ipAddress is one the reviewee signed in from lately (identity). */
  revieweeSignInIp: { timesSeen: number; lastSeenAt: string } | null;
  /** The reviewee's own review of the reviewer, when written in the last 30 days. */
  reciprocal: { reviewId: string; createdAt: string } | null;
  /** Reviews the reviewee received in the last 24 hours, this one not counted, up to BURST_COUNT_CAP ... */
  receivedLast24Hours: number;
  /** ... and their usual rate: the reviews in the BURST_BASELINE_DAYS before those 24 hours, over the days they cover (see usualRate). */
  usualRate: { reviews: number; days: number };
  reviewerCreatedAt: string;
  requestedAt: string;
}

export const SAME_IP_LIMIT = 3;
export const RECIPROCAL_DAYS = 30;
/** A burst: more than max(BURST_MIN, BURST_FACTOR x the usual daily rate) reviews received in 24 hours. */
export const BURST_MIN = 5;
export const BURST_FACTOR = 5;
export const BURST_BASELINE_DAYS = 90;
/**
 * The burst rule counts at most this many of a person's reviews in each of its windows (ADR
 * 0057), so that a submission costs the same at a person's 10,000th review as at their 100th.
 * Beyond it, the 24 hours read "more than" the cap, and the usual rate is taken over the days
 * the newest BURST_COUNT_CAP reviews before those 24 hours cover. Far above any threshold a
 * real profile reaches: a threshold of 1,000 in a day means 200 reviews a day for 90 days.
 */
export const BURST_COUNT_CAP = 1000;
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

/**
 * How many of a person's texts a new one is compared with at most: those sharing the most bands
 * with it (ADR 0052). Bounds a submission's cost when a person's texts all look alike (a
 * template), where hundreds share a band; ordinary profiles have far fewer candidates.
 */
export const NEAR_DUPLICATE_CANDIDATES = 64;

/**
 * How many of a person's newest texts sharing each band the candidate search reads at most
 * (ADR 0059): a lookup reads at most 30 times this many index keys, however many texts the
 * person has. Only a template profile's most common bands are this long.
 */
export const NEAR_DUPLICATE_PER_BAND = 512;

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
// Looked up once: a global read per call is slow inside a vm context (the test runner's), and
// the MinHash below calls this millions of times.
const imul = Math.imul;

function mix(h: number): number {
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One seed per MinHash function, fixed: stored bands must stay comparable across releases. */
const SEEDS = Uint32Array.from({ length: BANDS * ROWS }, (_, i) => mix(0x9e3779b9 + imul(i + 1, 0x7f4a7c15)));

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
    let h = mix(salt ^ imul(band + 1, 0x9e3779b9));
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

/** The similarity of two texts when the rule calls them near-duplicates (Dice, 0.9 to 1), else null. */
export function nearDuplicateSimilarity(text: string, other: string): number | null {
  const length = normalize(text).length;
  if (length < NEAR_DUPLICATE_MIN_LENGTH) return null;
  // Texts of very different lengths cannot reach the threshold; skip the set work.
  const otherLength = normalize(other).length;
  if (Math.min(length, otherLength) / Math.max(length, otherLength) < NEAR_DUPLICATE_LENGTH_RATIO) return null;
  const similarity = textSimilarity(text, other);
  return similarity >= NEAR_DUPLICATE_THRESHOLD ? similarity : null;
}

/**
 * nearDuplicateSimilarity(text, other) for many others: the text's normalized form and trigrams
 * are made once, not once per other text.
 */
export function nearDuplicateMatcher(text: string): (other: string) => number | null {
  const x = normalize(text);
  if (x.length < NEAR_DUPLICATE_MIN_LENGTH) return () => null;
  const gx = trigrams(x);
  return (other) => {
    const y = normalize(other);
    if (Math.min(x.length, y.length) / Math.max(x.length, y.length) < NEAR_DUPLICATE_LENGTH_RATIO) return null;
    let similarity: number;
    if (x === y) similarity = 1;
    else {
      const gy = trigrams(y);
      if (gx.size === 0 || gy.size === 0) return null;
      let shared = 0;
      for (const g of gy) if (gx.has(g)) shared++;
      similarity = (2 * shared) / (gx.size + gy.size);
    }
    return similarity >= NEAR_DUPLICATE_THRESHOLD ? similarity : null;
  };
}

export function isNearDuplicate(text: string, other: string): boolean {
  return nearDuplicateSimilarity(text, other) !== null;
}

const HOUR_MS = 3_600_000;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Stored with three decimals: enough for a percentage, and the same number on every rebuild. */
const score = (similarity: number) => Math.floor(similarity * 1000) / 1000;

/** Every signal the facts give, flags first in rule order, then warnings. */
export function fraudSignals(facts: FraudFacts): FraudSignal[] {
  const signals: FraudSignal[] = [];
  const flag = (rule: FraudRule, evidence: FraudEvidence) => signals.push({ rule, weight: 'flag', evidence });
  const warn = (rule: FraudRule, evidence: FraudEvidence) => signals.push({ rule, weight: 'warning', evidence });

  const domain = disposableDomain(facts.reviewerEmail);
  if (domain) flag('disposable-domain', { domain });
  const similarity = nearDuplicateMatcher(facts.text);
  const copies = facts.otherTexts
    .map((other) => ({ id: other.id, similarity: similarity(other.text) }))
    .filter((match): match is { id: string; similarity: number } => match.similarity !== null)
    .sort((a, b) => b.similarity - a.similarity || a.id.localeCompare(b.id));
  if (copies.length > 0) {
    // The closest original first; its score is the one the reason gives.
    flag('near-duplicate-text', { similarity: score(copies[0].similarity), reviewIds: copies.map((c) => c.id) });
  }
  const fromIp = facts.recentFromSameIp.length + 1;
  if (facts.ipAddress && fromIp >= SAME_IP_LIMIT) flag('same-ip-reviews', { reviews: fromIp, reviewIds: [...facts.recentFromSameIp] });
  if (facts.sharedDevice) {
    const { timesSeen, firstSeenAt, lastSeenAt } = facts.sharedDevice;
    flag('same-device', { timesSeen, firstSeenAt, lastSeenAt, reviewIds: [...facts.sharedDeviceReviews] });
  }
  if (facts.reciprocal) {
    const { reviewId, createdAt } = facts.reciprocal;
    flag('reciprocal-review', { reviewId, createdAt, reviewIds: [reviewId] });
  }
  const received = facts.receivedLast24Hours + 1;
  const averagePerDay = Math.round((facts.usualRate.reviews / facts.usualRate.days) * 100) / 100;
  const threshold = Math.max(BURST_MIN, BURST_FACTOR * averagePerDay);
  if (received > threshold) {
    const counted: FraudEvidence = facts.receivedLast24Hours >= BURST_COUNT_CAP ? { moreThanReviewsIn24Hours: BURST_COUNT_CAP } : { reviewsIn24Hours: received };
    flag('review-burst', { ...counted, averagePerDay, threshold });
  }

  if (facts.revieweeSignInIp && facts.ipAddress) {
    const { timesSeen, lastSeenAt } = facts.revieweeSignInIp;
    warn('same-ip-as-reviewee', { timesSeen, lastSeenAt });
  }
  const accountAgeHours = Math.abs(Date.parse(facts.requestedAt) - Date.parse(facts.reviewerCreatedAt)) / HOUR_MS;
  if (accountAgeHours <= NEW_ACCOUNT_HOURS) warn('new-reviewer-account', { accountCreatedAt: facts.reviewerCreatedAt, requestedAt: facts.requestedAt });
  return signals;
}

/**
 * What a submission's signals say about the other reviews they name (ADR 0034): the same
 * finding seen from the other side, for each of them. `namedBy` is the review whose submission
 * found it, and `reviewIds` the other reviews of the finding as seen from that review.
 *
 * - near-duplicate: the earlier text is usually the genuine one that was copied: a warning on
 *   it, never a flag;
 * - reciprocal: both reviews of the pair are one arrangement: a flag on both;
 * - same IP, same device: every review of the set is as suspect as the one that completed it
 *   (which one came last says nothing about which is genuine): a flag on each.
 */
export function signalsOnOthers(reviewId: string, submittedAt: string, signals: readonly FraudSignal[]): Map<string, FraudSignal[]> {
  const marks = new Map<string, FraudSignal[]>();
  const mark = (otherId: string, signal: FraudSignal) => marks.set(otherId, [...(marks.get(otherId) ?? []), signal]);
  const others = (signal: FraudSignal) => (Array.isArray(signal.evidence.reviewIds) ? signal.evidence.reviewIds : []);
  for (const signal of signals) {
    const ids = others(signal);
    switch (signal.rule) {
      case 'near-duplicate-text':
        for (const id of ids) mark(id, { rule: signal.rule, weight: 'warning', evidence: { similarity: signal.evidence.similarity, reviewIds: [reviewId], namedBy: reviewId } });
        break;
      case 'reciprocal-review':
        for (const id of ids) mark(id, { rule: signal.rule, weight: 'flag', evidence: { reviewId, createdAt: submittedAt, reviewIds: [reviewId], namedBy: reviewId } });
        break;
      case 'same-ip-reviews':
        for (const id of ids) {
          mark(id, { rule: signal.rule, weight: 'flag', evidence: { reviews: signal.evidence.reviews, reviewIds: [reviewId, ...ids.filter((o) => o !== id)], namedBy: reviewId } });
        }
        break;
      case 'same-device':
        for (const id of ids) {
          mark(id, { rule: signal.rule, weight: 'flag', evidence: { reviews: ids.length + 1, reviewIds: [reviewId, ...ids.filter((o) => o !== id)], namedBy: reviewId } });
        }
        break;
      default:
        break;
    }
  }
  return marks;
}

const str = (value: FraudEvidence[string]) => (typeof value === 'string' ? value : '');
const num = (value: FraudEvidence[string]) => (typeof value === 'number' ? value : 0);
const ids = (value: FraudEvidence[string]) => (Array.isArray(value) ? value : []);
/** 'Nov 18, 2026' for an instant, or a date as stored before dates were written this way. */
const day = (value: FraudEvidence[string]) => {
  const text = str(value);
  return Number.isNaN(Date.parse(text)) ? text : formatInstantDay(text);
};
const percent = (similarity: number) => `${Math.floor(similarity * 100)}% similar`;

/**
 * The readable reason of a signal, written from its evidence when it is read: dates as the
 * product writes them ('Nov 1, 2026'), never an address, and the same words for signals stored
 * before the evidence named the other reviews (ADR 0034).
 */
export function describeSignal(signal: FraudSignal): string {
  const e = signal.evidence;
  const named = typeof e.namedBy === 'string';
  const others = ids(e.reviewIds).length;
  switch (signal.rule) {
    case 'disposable-domain':
      return `Reviewer's email uses a disposable email domain (${str(e.domain)})`;
    case 'near-duplicate-text':
      if (named) return `A later review of the same person is nearly identical to this one (${percent(num(e.similarity))})`;
      if (typeof e.similarity !== 'number') return 'Review text is nearly identical to another review of the same person';
      return `Review text is nearly identical to ${others > 1 ? `${others} earlier reviews` : 'an earlier review'} of the same person (${percent(e.similarity)})`;
    case 'same-ip-reviews':
      return `${num(e.reviews)} reviews of the same person from one IP address within 24 hours`;
    case 'same-device':
      if (named) return `One of ${num(e.reviews)} reviews of the same person by accounts that used a device of theirs`;
      return `Reviewer and reviewee used the same device (seen ${plural(num(e.timesSeen), 'time')}, ${day(e.firstSeenAt)} to ${day(e.lastSeenAt)})${
        others > 0 ? `; ${plural(others, 'other review')} of the same person by accounts that used a device of theirs` : ''
      }`;
    case 'reciprocal-review':
      return `Reciprocal review: the reviewee reviewed the reviewer on ${day(e.createdAt)}, within ${RECIPROCAL_DAYS} days`;
    case 'review-burst':
      return `Burst of reviews: ${typeof e.moreThanReviewsIn24Hours === 'number' ? `more than ${e.moreThanReviewsIn24Hours}` : num(e.reviewsIn24Hours)} received in 24 hours, usually ${num(e.averagePerDay)} a day`;
    case 'same-ip-as-reviewee':
      return `Same IP address as the reviewee (reviewee signed in from it ${plural(num(e.timesSeen), 'time')}, last ${day(e.lastSeenAt)})`;
    case 'new-reviewer-account':
      return `Reviewer account created within a day of the request (${day(e.accountCreatedAt)})`;
  }
}

/**
 * A signal as stored in any version, in today's shape: ReviewFraudSignalsFound v1 carried its
 * reason (with the address and raw dates in it) and the address in the evidence; both go, and
 * the reciprocal review is named in `reviewIds` like every other review a signal names.
 */
export function currentSignal(stored: FraudSignal & { reason?: unknown }): FraudSignal {
  const { ip: _ip, ...evidence } = (stored.evidence ?? {}) as FraudEvidence;
  if (stored.rule === 'reciprocal-review' && !evidence.reviewIds && typeof evidence.reviewId === 'string') evidence.reviewIds = [evidence.reviewId];
  return { rule: stored.rule, weight: stored.weight, evidence };
}

export function describedSignal(signal: FraudSignal): DescribedFraudSignal {
  const current = currentSignal(signal);
  return { ...current, reason: describeSignal(current) };
}

/**
 * The usual rate the burst rule measures against, from the reviews counted in the
 * BURST_BASELINE_DAYS before the last 24 hours (up to BURST_COUNT_CAP, newest first): over
 * all those days, or, when the count reached the cap, over the `spanDays` back to the oldest
 * review counted (at least an hour: a cap's worth in one instant is still a rate).
 */
export function usualRate(counted: number, spanDays: number): FraudFacts['usualRate'] {
  if (counted < BURST_COUNT_CAP) return { reviews: counted, days: BURST_BASELINE_DAYS };
  return { reviews: counted, days: Math.max(spanDays, 1 / 24) };
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
  return (flags.length > 0 ? flags : signals).map(describeSignal);
}

export function fraudReasons(facts: FraudFacts): string[] {
  return flagReasons(fraudSignals(facts));
}
