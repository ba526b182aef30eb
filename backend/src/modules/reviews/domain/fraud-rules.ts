import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * Fraud rules run when a review is submitted (DESIGN.md, "Flagging"). Pure: the handler
 * gathers the facts, these rules turn them into readable reasons; any reason flags the review.
 *
 * Deliberately absent: "reviewer and reviewee share an IP" and "reviewer account younger
 * than a day". Crew on one ship share its connection, and most reviewers sign up to answer
 * the request they were sent, so both would flag honest reviews far more often than fakes.
 */
export interface FraudFacts {
  reviewerEmail: string;
  ipAddress: string;
  text: string;
  /** Texts of the reviewee's other reviews. */
  otherTexts: readonly string[];
  /** Reviews of the same reviewee from ipAddress in the last 24 hours, this one not counted. */
  recentFromSameIp: number;
}

export const SAME_IP_LIMIT = 3;
/** Character-trigram overlap (Dice) at or above which two texts count as the same text. */
export const NEAR_DUPLICATE_THRESHOLD = 0.9;
/** Shorter texts ("Great captain!") are too generic to call a copy. */
export const NEAR_DUPLICATE_MIN_LENGTH = 30;

/** Thousands of throwaway-mailbox providers, from a list kept up to date by its maintainers. */
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet();

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

export function isNearDuplicate(text: string, other: string): boolean {
  const length = normalize(text).length;
  if (length < NEAR_DUPLICATE_MIN_LENGTH) return false;
  // Texts of very different lengths cannot reach the threshold; skip the set work.
  const otherLength = normalize(other).length;
  if (Math.min(length, otherLength) / Math.max(length, otherLength) < NEAR_DUPLICATE_THRESHOLD - 0.1) return false;
  return textSimilarity(text, other) >= NEAR_DUPLICATE_THRESHOLD;
}

export function fraudReasons(facts: FraudFacts): string[] {
  const reasons: string[] = [];
  const domain = disposableDomain(facts.reviewerEmail);
  if (domain) reasons.push(`Reviewer's email uses a disposable email domain (${domain})`);
  if (facts.otherTexts.some((other) => isNearDuplicate(facts.text, other))) {
    reasons.push('Review text is nearly identical to another review of the same person');
  }
  const fromIp = facts.recentFromSameIp + 1;
  if (facts.ipAddress && fromIp >= SAME_IP_LIMIT) {
    reasons.push(`${fromIp} reviews of the same person from one IP address (${facts.ipAddress}) within 24 hours`);
  }
  return reasons;
}
