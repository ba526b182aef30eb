import { normalizeImo } from '@crew/contracts/sea-service';

/**
 * One reviewer reviews one person at most once per vessel (DESIGN.md, "Repeat reviews";
 * ADR 0035). Pure: the request handler reads what the address already reviewed for the
 * requester, and the request decider refuses a request for one of those vessels.
 */

/** The vessel a request is about: the period of sea service it names, else its free-text context. */
export interface RequestedVessel {
  /** The named period's IMO number; null when the request names no period. */
  imoNumber: string | null;
  /** The named period's vessel name, or the request's context when it names none. */
  name: string;
}

/** A review the requester already has from this address, with every name its vessel goes by. */
export interface ReviewedVessel {
  reviewerName: string;
  /** The IMO number of the period its request named, if any. */
  imoNumber: string | null;
  /** That period's vessel name, if any. */
  vesselName: string | null;
  /** The 'Vessel / Project Name' the reviewer wrote in the review. */
  reviewerVessel: string;
  /** Its request's context. */
  context: string;
}

/** Vessel names compared ignoring case and spaces ('M/Y  Aurora' is 'm/y aurora'). */
export function vesselNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/**
 * The review's vessel name the requested one matches, or null. With an IMO number on both
 * sides the numbers decide (two ships may share a name); otherwise a name does: the requested
 * vessel's name against the named period's, the reviewer's 'Vessel / Project Name' and the
 * earlier request's context, each compared whole (never a word inside a longer text: a wrong
 * refusal would stop a genuine request, while a missed repeat still counts once in every number).
 */
export function sameVessel(requested: RequestedVessel, reviewed: ReviewedVessel): string | null {
  if (requested.imoNumber && reviewed.imoNumber) {
    return normalizeImo(requested.imoNumber) === normalizeImo(reviewed.imoNumber) ? (reviewed.vesselName ?? reviewed.reviewerVessel) : null;
  }
  const key = vesselNameKey(requested.name);
  if (!key) return null;
  const names = [reviewed.vesselName, reviewed.reviewerVessel, reviewed.context].filter((n): n is string => !!n && n.trim() !== '');
  return names.find((name) => vesselNameKey(name) === key)?.trim() ?? null;
}

/** The first earlier review for the same vessel, with the name to show, or null. */
export function alreadyReviewed(requested: RequestedVessel, reviewed: readonly ReviewedVessel[]): { reviewerName: string; vessel: string } | null {
  for (const review of reviewed) {
    const vessel = sameVessel(requested, review);
    if (vessel) return { reviewerName: review.reviewerName, vessel };
  }
  return null;
}
