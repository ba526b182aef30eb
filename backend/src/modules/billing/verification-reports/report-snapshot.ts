import type { QueryBus } from '@nestjs/cqrs';
import { CATALOGUE_KINDS, type CatalogueKind } from '../../certifications/contracts/catalogue-ids.js';
import { type CertificateEntry, certificateEntries } from '../../certifications/contracts/certificate-names.js';
import { type ProfileFacts, profileFacts } from '../../identity/contracts/profile-facts.js';
import type { UserView } from '../../identity/contracts/user-view.js';
import { GetReviewSummaryQuery, type ReviewSummary } from '../../reviews/contracts/get-review-summary.query.js';
import { ListReviewsForReportQuery, type ReportReview } from '../../reviews/contracts/list-reviews-for-report.query.js';

/** How many verified reviews a report prints in full (the summary counts them all). */
export const REPORT_REVIEW_LIMIT = 20;

export const CERTIFICATE_GROUP_TITLES: Record<CatalogueKind, string> = {
  stcwEndorsements: 'STCW endorsements',
  uscgLicenses: 'US Coast Guard licences',
  mcaCertificates: 'UK MCA certificates',
  otherAuthorities: 'Other issuing authorities',
  cocEquivalencies: 'Certificate-of-competency equivalencies',
};

/**
 * What a verification report states about a crew member, taken when the report is ordered:
 * the worker renders exactly this, so a report shows the profile as it was at that moment
 * and a retry after a failure prints the same facts.
 */
export interface ReportSnapshot {
  crew: ProfileFacts & { memberSince: string };
  certificates: Array<{ kind: CatalogueKind; title: string; entries: CertificateEntry[] }>;
  /** Certificates typed in by the crew member, not from a catalogue. */
  otherCertificates: string[];
  summary: ReviewSummary;
  reviews: ReportReview[];
}

export async function takeSnapshot(queries: QueryBus, crew: UserView): Promise<ReportSnapshot> {
  const [summary, reviews] = await Promise.all([
    queries.execute(new GetReviewSummaryQuery(crew.id)),
    queries.execute(new ListReviewsForReportQuery(crew.id, REPORT_REVIEW_LIMIT)),
  ]);
  return {
    crew: { ...profileFacts(crew), memberSince: crew.createdAt },
    certificates: CATALOGUE_KINDS.flatMap((kind) => {
      const entries = certificateEntries(kind, crew[kind]);
      return entries.length > 0 ? [{ kind, title: CERTIFICATE_GROUP_TITLES[kind], entries }] : [];
    }),
    otherCertificates: crew.certifications,
    summary,
    reviews,
  };
}
