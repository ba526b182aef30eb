import { createHash } from 'node:crypto';
import { certificateNames } from '../../certifications/contracts/certificate-names.js';
import { certificateKey } from '../../certifications/contracts/events.js';
import type { ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';
import type { SeaServiceChangedV1 } from '../../sea-service/contracts/events.js';
import type { PublicReview } from '../../reviews/contracts/list-public-reviews.query.js';
import { PUBLIC_ENDORSEMENT_LIMIT, PUBLIC_REVIEW_LIMIT, type PublicAccessLevel } from '../domain/share-link-values.js';
import { endorsementNames } from '../public-profile/endorsement-names.js';
import type { PublicProfile } from '../public-profile/public-profile.view.js';

/**
 * What sharing keeps of a person from identity's events: the public fields only (the
 * endorsements as catalogue ids, named when the document is built).
 */
export interface PublicPerson {
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  position: string | null;
  experience: string | null;
  experienceYears: number | null;
  rank: string | null;
  isVerified: boolean;
  stcwEndorsementIds: string[];
  location: string | null;
}

export type PublicSummary = ReviewSummaryChangedV1['public'];

/** What sharing keeps of a person's sea service (ADR 0027), field by field from sea-service's event. */
export interface PublicSeaService {
  totals: { periods: number; days: number; daysAtSea: number };
  periods: Array<{
    vesselName: string;
    imoNumber: string;
    flag: string;
    vesselType: string;
    grossTonnage: number;
    rank: string;
    signOnDate: string;
    signOffDate: string;
    days: number;
    daysAtSea: number | null;
    confirmedBy: Array<{ name: string; from: string; to: string }>;
  }>;
}

/** A public review's confirmation of the person's service (ADR 0027): the reviewer and the days they served together. */
export interface PublicServiceConfirmation {
  name: string;
  vesselName: string;
  from: string;
  to: string;
}

/**
 * Puts each confirmation on the period it falls in (same vessel, days within the period: one
 * person's periods never share a day). Only public reviews confirm publicly, so a hidden or
 * deleted review's confirmation goes with it.
 */
export function withConfirmations(seaService: PublicSeaService, confirmations: readonly PublicServiceConfirmation[]): PublicSeaService {
  return {
    totals: seaService.totals,
    periods: seaService.periods.map((p) => ({
      ...p,
      confirmedBy: confirmations
        .filter((c) => c.vesselName === p.vesselName && c.from >= p.signOnDate && c.to <= p.signOffDate)
        .map((c) => ({ name: c.name, from: c.from, to: c.to })),
    })),
  };
}

export function publicSeaService(record: SeaServiceChangedV1): PublicSeaService {
  return {
    totals: { periods: record.totals.periods, days: record.totals.days, daysAtSea: record.totals.daysAtSea },
    periods: record.periods.map((p) => ({
      vesselName: p.vesselName,
      imoNumber: p.imoNumber,
      flag: p.flag,
      vesselType: p.vesselType,
      grossTonnage: p.grossTonnage,
      rank: p.rank,
      signOnDate: p.signOnDate,
      signOffDate: p.signOffDate,
      days: p.days,
      daysAtSea: p.daysAtSea,
      // From the public reviews that confirm it (withConfirmations), not from this event.
      confirmedBy: [],
    })),
  };
}

/** The document as served for one access level: the exact JSON text and its strong ETag. */
export interface ServedDocument {
  body: string;
  etag: string;
}

export interface PublicProfileDocuments {
  full: ServedDocument;
  basic: ServedDocument;
}

/**
 * The public profile of a person, for both access levels, as the exact JSON text
 * `GET /api/public/profile/{token}` sends. Stored as text (not jsonb, which reorders keys), so
 * the bytes behind an ETag never change and the API sends them without parsing. Listed field
 * by field (never a spread of a row or an event), so a field added elsewhere cannot leak.
 */
export function publicProfileDocuments(
  person: PublicPerson,
  role: string,
  summary: PublicSummary,
  reviews: readonly PublicReview[],
  expiryDates: Readonly<Record<string, string>> = {},
  seaService: PublicSeaService | null = null,
  servedTogetherReviews = 0,
): PublicProfileDocuments {
  const profile = (accessLevel: PublicAccessLevel): PublicProfile => ({
    user: {
      firstName: person.firstName,
      lastName: person.lastName,
      profileImageUrl: person.profileImageUrl,
      position: person.position,
      experience: person.experience,
      experienceYears: person.experienceYears,
      rank: person.rank,
      role,
      isVerified: person.isVerified,
      stcwEndorsements: endorsementNames(person.stcwEndorsementIds, PUBLIC_ENDORSEMENT_LIMIT),
      location: person.location,
      stcwEndorsementExpiryDates: shownExpiryDates(person.stcwEndorsementIds, expiryDates),
    },
    // A summary link shows the numbers only (spec section 9).
    reviews:
      accessLevel === 'full'
        ? reviews.slice(0, PUBLIC_REVIEW_LIMIT).map((r) => ({
            id: r.id,
            status: r.status,
            isVerified: r.isVerified,
            rating: r.rating,
            text: r.text,
            context: r.context,
            duration: r.duration,
            reviewerName: r.reviewerName,
            reviewerWorkPosition: r.reviewerWorkPosition,
            createdAt: r.createdAt,
            servedTogether: r.servedTogether
              ? { vesselName: r.servedTogether.vesselName, from: r.servedTogether.from, to: r.servedTogether.to, serviceConfirmed: r.servedTogether.serviceConfirmed === true }
              : null,
          }))
        : [],
    stats: { averageRating: summary.averageRating, totalReviews: summary.totalReviews, verifiedReviews: summary.verifiedReviews, servedTogetherReviews },
    skills: summary.skills.map((s) => ({ name: s.name, averageRating: s.averageRating })),
    // Sea service is part of the full profile only; none recorded reads as null.
    seaService: accessLevel === 'full' && seaService && seaService.periods.length > 0 ? seaService : null,
    accessLevel,
  });
  return { full: served(profile('full')), basic: served(profile('basic')) };
}

/**
 * The recorded expiry dates of the endorsements shown (the first six with a catalogue name),
 * by name. Dates, not an 'expired' flag: the document is built when something changes, and
 * an expiry day passes without any change, so readers judge it on their own today (ADR 0029).
 */
function shownExpiryDates(ids: readonly string[], expiryDates: Readonly<Record<string, string>>): Record<string, string> {
  const shown = ids.flatMap((id) => certificateNames('stcwEndorsements', [id]).map((name) => ({ id, name }))).slice(0, PUBLIC_ENDORSEMENT_LIMIT);
  return Object.fromEntries(shown.flatMap(({ id, name }) => {
    const date = expiryDates[certificateKey('stcwEndorsements', id)];
    return date ? [[name, date]] : [];
  }));
}

function served(profile: PublicProfile): ServedDocument {
  const body = JSON.stringify(profile);
  // Strong: the same bytes for the same tag (RFC 9110, 8.8.3). A hash, so a rebuild gives the same tags.
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** A person's public numbers before any review. */
export const NO_REVIEWS: PublicSummary = { totalReviews: 0, verifiedReviews: 0, averageRating: 0, skills: [] };
