import { createHash } from 'node:crypto';
import type { ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';
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
export function publicProfileDocuments(person: PublicPerson, role: string, summary: PublicSummary, reviews: readonly PublicReview[]): PublicProfileDocuments {
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
          }))
        : [],
    stats: { averageRating: summary.averageRating, totalReviews: summary.totalReviews, verifiedReviews: summary.verifiedReviews },
    skills: summary.skills.map((s) => ({ name: s.name, averageRating: s.averageRating })),
    accessLevel,
  });
  return { full: served(profile('full')), basic: served(profile('basic')) };
}

function served(profile: PublicProfile): ServedDocument {
  const body = JSON.stringify(profile);
  // Strong: the same bytes for the same tag (RFC 9110, 8.8.3). A hash, so a rebuild gives the same tags.
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** A person's public numbers before any review. */
export const NO_REVIEWS: PublicSummary = { totalReviews: 0, verifiedReviews: 0, averageRating: 0, skills: [] };
