import type { QueryBus } from '@nestjs/cqrs';
import { type CertificateSummary, GetCertificateSummariesQuery } from '../../certifications/contracts/certificate-summaries.query.js';
import { heldCertificateNames } from '../../certifications/contracts/held-certificate-names.js';
import { type ProfileFacts, profileFacts } from '../../identity/contracts/profile-facts.js';
import type { UserView } from '../../identity/contracts/user-view.js';
import { GetReviewSummaryQuery, type ReviewSummary } from '../../reviews/contracts/get-review-summary.query.js';
import { ListReviewsForReportQuery, type ReportReview } from '../../reviews/contracts/list-reviews-for-report.query.js';
import { type SeaServiceRow, seaServiceFor } from './sea-service-source.js';

/** The issue's limit: a profile PDF prints at most five verified reviews. */
export const PROFILE_PDF_REVIEW_LIMIT = 5;

export interface ProfilePdfCertificate {
  name: string;
  code: string | null;
  authority: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  /** From the expiry date on the day the PDF was asked for; null when none is recorded. */
  status: CertificateSummary['status'];
}

/** A verified review as the profile PDF prints it: the reviews module's fields, without the fraud checks. */
export type ProfilePdfReview = Pick<ReportReview, 'rating' | 'text' | 'context' | 'reviewerName' | 'reviewerPosition' | 'reviewerVessel' | 'createdAt'>;

/**
 * What a profile PDF states, taken through the other modules' contracts when the person asks
 * for it (as a verification report does, ADR 0022): the worker only renders it, and drops it
 * once the file exists. The photo is the one thing read at build time (bytes do not belong in a row).
 */
export interface ProfilePdfSnapshot {
  person: ProfileFacts;
  certificates: ProfilePdfCertificate[];
  seaService: SeaServiceRow[];
  summary: ReviewSummary;
  reviews: ProfilePdfReview[];
}

export async function takeProfilePdfSnapshot(queries: QueryBus, user: UserView): Promise<ProfilePdfSnapshot> {
  const [details, summary, reviews, seaService] = await Promise.all([
    queries.execute(new GetCertificateSummariesQuery(user.id)),
    queries.execute(new GetReviewSummaryQuery(user.id)),
    queries.execute(new ListReviewsForReportQuery(user.id, PROFILE_PDF_REVIEW_LIMIT)),
    seaServiceFor(queries, user.id),
  ]);
  const detailByKey = new Map(details.map((d) => [d.key, d]));
  return {
    person: profileFacts(user),
    certificates: heldCertificateNames(user).map(({ key, name, code }) => {
      const detail = detailByKey.get(key);
      return {
        name,
        code,
        authority: detail?.authority ?? null,
        issueDate: detail?.issueDate ?? null,
        expiryDate: detail?.expiryDate ?? null,
        status: detail?.status ?? null,
      };
    }),
    seaService,
    summary,
    // Who vouched and where they knew the person; the fraud checks are a verification report's business.
    reviews: reviews.map(({ rating, text, context, reviewerName, reviewerPosition, reviewerVessel, createdAt }) => ({
      rating,
      text,
      context,
      reviewerName,
      reviewerPosition,
      reviewerVessel,
      createdAt,
    })),
  };
}
