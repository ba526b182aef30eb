import { PDFParse } from 'pdf-parse';
import type { ReportReview } from '../../reviews/contracts/list-reviews-for-report.query.js';
import { renderReportPdf, type ReportDocument } from './report-pdf.js';
import type { ReportSnapshot } from './report-snapshot.js';

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const emptyProfile: ReportSnapshot = {
  crew: { name: 'Дмитрий Ιωάννου', position: null, rank: null, experience: null, experienceYears: null, location: null, emailVerified: false, memberSince: '2026-01-05T00:00:00.000Z' },
  certificates: [],
  otherCertificates: [],
  summary: { totalReviews: 0, verifiedReviews: 0, averageRating: 0, skills: [] },
  reviews: [],
};

const document = (snapshot: ReportSnapshot): ReportDocument => ({
  id: '5f0c6a1e-2d7b-4a55-9a0e-1b2c3d4e5f60',
  issuedAt: new Date('2026-11-23T09:05:00Z'),
  company: { name: 'Harbour Crew Ltd', type: null, verified: true },
  snapshot,
  verifyUrl: 'https://crew.example/verify/5f0c6a1e-2d7b-4a55-9a0e-1b2c3d4e5f60',
});

const reviewOf = (i: number, signals: ReportReview['fraudSignals'] = [], reviewedByAdmin = false): ReportReview => ({
  id: `r-${i}`,
  rating: 4,
  text: `Review number ${i}: steady hand on the helm and a good teacher of junior crew. `.repeat(4),
  context: 'M/Y Aurora',
  reviewerName: `Reviewer ${i}`,
  reviewerPosition: 'Captain',
  reviewerVessel: 'M/Y Aurora',
  reviewerVerificationStatus: 'partial',
  fraudSignals: signals,
  reviewedByAdmin,
  createdAt: '2026-10-01T00:00:00.000Z',
});

describe('verification report PDF', () => {
  it('says plainly what a sparse profile lacks, in Cyrillic and Greek as typed', async () => {
    const { text, pages } = await textOf(await renderReportPdf(document(emptyProfile)));
    expect(pages).toBe(1);
    for (const expected of [
      'Дмитрий Ιωάννου',
      'Issued: Nov 23, 2026, 09:05 UTC',
      'Ordered by: Harbour Crew Ltd, company verified by Crew Reviews',
      'Position: Not stated',
      'Experience: Not stated',
      'Email address: not verified',
      'Member since: Jan 5, 2026',
      'No certifications recorded on the profile.',
      'Average rating: N/A',
      'No verified reviews.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('unverified company');
  });

  it('says on the Ordered by line, and among what it does not prove, that an unverified company is unverified', async () => {
    const unverified = (type: ReportDocument['company']['type']) => ({ ...document(emptyProfile), company: { name: 'Bluewater Crew Agency', type, verified: false } });
    const { text } = await textOf(await renderReportPdf(unverified('recruitment_agency')));
    expect(text).toContain('Ordered by: Bluewater Crew Agency (Recruitment Agency, unverified company)');
    expect(text).toContain('Unverified company: Crew Reviews has not yet confirmed that this company is who it says it is');
    expect(text).not.toContain('company verified by Crew Reviews');
    expect((await textOf(await renderReportPdf(unverified(null)))).text).toContain('Ordered by: Bluewater Crew Agency (unverified company)');
  });

  it('flows onto more pages with a numbered footer on each, and names fraud signals without their evidence', async () => {
    const reviews = Array.from({ length: 12 }, (_, i) => reviewOf(i + 1));
    reviews[0] = reviewOf(1, [{ rule: 'same-device', weight: 'flag' }, { rule: 'same-ip-as-reviewee', weight: 'warning' }], true);
    const snapshot: ReportSnapshot = { ...emptyProfile, summary: { totalReviews: 14, verifiedReviews: 14, averageRating: 4.1, skills: [] }, reviews };
    const { text, pages } = await textOf(await renderReportPdf(document(snapshot)));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Verified reviews (the 12 most recent)');
    expect(text).toContain('Fraud checks: flag: reviewer and reviewee used the same device; warning: same network as the reviewee.');
    expect(text).toContain('Reviewed by a Crew Reviews administrator, who kept the review as verified.');
    expect(text).toContain('identity partly verified');
    expect(text).toContain('What this report does not prove');
  });
});
