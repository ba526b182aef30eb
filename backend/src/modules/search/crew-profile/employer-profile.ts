import type { QueryBus } from '@nestjs/cqrs';
import type { CatalogueKind } from '../../certifications/contracts/catalogue-ids.js';
import { type CertificateSummary, GetCertificateSummariesQuery } from '../../certifications/contracts/certificate-summaries.query.js';
import { heldCertificateNames } from '../../certifications/contracts/held-certificate-names.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { type EmployerReview, type EmployerReviews, ListReviewsForEmployerQuery } from '../../reviews/contracts/employer-reviews.query.js';
import { GetSeaServiceQuery, type SeaServiceRecord } from '../../sea-service/contracts/sea-service.query.js';

/** The certificate groups an employer sees, in this order: the catalogues, then the free-text certifications. */
export const CERTIFICATION_GROUPS = ['stcwEndorsements', 'uscgLicenses', 'mcaCertificates', 'otherAuthorities', 'cocEquivalencies', 'free'] as const;
export type CertificationGroup = (typeof CERTIFICATION_GROUPS)[number];

const GROUP_TITLES: Record<CatalogueKind | 'free', string> = {
  stcwEndorsements: 'STCW',
  uscgLicenses: 'US Coast Guard',
  mcaCertificates: 'UK MCA',
  otherAuthorities: 'Other authorities',
  cocEquivalencies: 'Equivalencies',
  free: 'Other certifications',
};

/** A held certification with its validity from the wallet's dates; never its number or scan. */
export interface EmployerCertificate {
  name: string;
  code: string | null;
  /** The issuing authority recorded in the wallet, when there is one. */
  authority: string | null;
  expiryDate: string | null;
  /** From the expiry date, today (UTC); null when no expiry date is recorded. */
  status: CertificateSummary['status'];
  /** Whole days from today to the expiry date, negative once past; null without one. */
  daysUntilExpiry: number | null;
}

export interface EmployerCertificateGroup {
  group: CertificationGroup;
  title: string;
  certificates: EmployerCertificate[];
}

/** What an employer's profile view shows beyond the search directory's row. */
export interface EmployerProfileFacts extends Pick<EmployerReviews, 'verifiedReviews' | 'averageRating'> {
  reviews: EmployerReview[];
  certifications: EmployerCertificateGroup[];
  seaService: Pick<SeaServiceRecord, 'totals'> & { periods: Array<Omit<SeaServiceRecord['periods'][number], 'confirmations' | 'id'> & { confirmedBy: string[] }> };
}

const DAY_MS = 86_400_000;

/**
 * Gathers the facts through the other modules' contracts, as the profile PDF does: the
 * reviews module's verified reviews, identity's selections joined to the wallet's dates, and
 * the sea-service record. `withReviewerDetails` is the viewer's active subscription.
 */
export async function employerProfileFacts(queries: QueryBus, crewId: string, withReviewerDetails: boolean, now: Date): Promise<EmployerProfileFacts> {
  const [user, details, { reviews, verifiedReviews, averageRating }, seaService] = await Promise.all([
    queries.execute(new GetUserQuery(crewId)),
    queries.execute(new GetCertificateSummariesQuery(crewId)),
    queries.execute(new ListReviewsForEmployerQuery(crewId, withReviewerDetails)),
    queries.execute(new GetSeaServiceQuery(crewId)),
  ]);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const detailByKey = new Map(details.map((d) => [d.key, d]));
  const held = user ? heldCertificateNames(user) : [];
  const shown = new Set(reviews.map((r) => r.id));
  const certifications = CERTIFICATION_GROUPS.flatMap((group) => {
    const certificates = held
      .filter((c) => c.kind === group)
      .map(({ key, name, code }): EmployerCertificate => {
        const detail = detailByKey.get(key);
        const expiryDate = detail?.expiryDate ?? null;
        return {
          name,
          code,
          authority: detail?.authority ?? null,
          expiryDate,
          status: detail?.status ?? null,
          daysUntilExpiry: expiryDate ? Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - today) / DAY_MS) : null,
        };
      });
    return certificates.length > 0 ? [{ group, title: GROUP_TITLES[group], certificates }] : [];
  });
  return {
    reviews,
    verifiedReviews,
    averageRating,
    certifications,
    seaService: {
      totals: seaService.totals,
      // Who confirmed a period is shown by name, and only from a review shown above: a flagged
      // or hidden review confirms nothing to an employer (as on a shared profile, ADR 0027).
      periods: seaService.periods.map(({ id: _id, confirmations, ...period }) => ({
        ...period,
        confirmedBy: confirmations.filter((c) => shown.has(c.reviewId)).map((c) => c.confirmedByName),
      })),
    },
  };
}
