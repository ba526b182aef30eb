import { COMPANY_TYPE_LABELS, type CompanyType } from '@crew/contracts/plans';
import { UNVERIFIED_COMPANY, UNVERIFIED_COMPANY_EXPLAINED } from '@crew/contracts/companies';
import { VERIFICATION_REPORT_NAME } from '@crew/contracts/verification-report';
import QRCode from 'qrcode';
import { formatDate, formatDateTime, PDF_COLORS as COLORS, PdfWriter, rankLabel } from '../../../platform/pdf/pdf-document.js';
import type { FraudRule } from '../../reviews/contracts/moderation.queries.js';
import type { ReportSnapshot } from './report-snapshot.js';

export interface ReportDocument {
  id: string;
  issuedAt: Date;
  company: { name: string; type: CompanyType | null; verified: boolean };
  snapshot: ReportSnapshot;
  verifyUrl: string;
}

/** What the fraud rules mean, in words an employer reads (the admin sees the evidence). */
const FRAUD_RULE_LABELS: Record<FraudRule, string> = {
  'disposable-domain': 'reviewer used a disposable email address',
  'near-duplicate-text': 'text nearly identical to another review',
  'same-ip-reviews': 'several reviews from one network within a day',
  'same-device': 'reviewer and reviewee used the same device',
  'reciprocal-review': 'reciprocal reviews within 30 days',
  'review-burst': 'unusual burst of reviews',
  'same-ip-as-reviewee': 'same network as the reviewee',
  'new-reviewer-account': 'reviewer account less than a day old',
};

const VERIFICATION_LABELS = {
  verified: 'identity verified: the reviewer confirmed the email address the request was sent to',
  partial: 'identity partly verified: the reviewer confirmed an email address other than the one the request was sent to',
  unverified: 'identity unverified',
} as const;

const NOT_PROVEN = [
  'Certificates are listed as the crew member selected them on their profile. This report does not prove that a certificate was issued, is valid or has not expired: check the original with the issuing authority.',
  'Reviews are statements by colleagues. The product checks who wrote them (the email address the request was sent to) and runs automated fraud checks, but does not confirm service dates, vessels or positions.',
  'Reviews the crew member chose to hide and reviews not yet confirmed or verified are not included.',
  'The report shows the profile as it was when the report was ordered; later changes are not reflected.',
];

/**
 * The ordering company as the report names it: an unverified one says so on the same line, so
 * that no reader takes the name on trust (DESIGN.md, "Companies").
 */
export function orderedBy(company: ReportDocument['company']): string {
  const type = company.type ? COMPANY_TYPE_LABELS[company.type] : null;
  if (company.verified) return `${company.name}${type ? ` (${type})` : ''}, company verified by Crew Reviews`;
  return `${company.name} (${type ? `${type}, ` : ''}${UNVERIFIED_COMPANY.toLowerCase()})`;
}

function experienceLabel(crew: ReportSnapshot['crew']): string {
  const parts = [crew.experienceYears !== null ? `${crew.experienceYears} ${crew.experienceYears === 1 ? 'year' : 'years'}` : null, crew.experience];
  return parts.filter(Boolean).join(' — ') || 'Not stated';
}

/**
 * Renders a verification report as a PDF (DESIGN.md, "Employers"). Pure apart from the font
 * files: the same document always gives a report with the same content; its SHA-256 is
 * computed by the caller from the bytes as stored.
 */
export async function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const { snapshot, company } = report;
  const qr = await QRCode.toBuffer(report.verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const pdf = new PdfWriter({
    Title: `Verification report ${report.id}`,
    Subject: `${VERIFICATION_REPORT_NAME} on ${snapshot.crew.name} for ${company.name}`,
    CreationDate: report.issuedAt,
  });
  const { doc, width, left } = pdf;
  const heading = (text: string) => pdf.heading(text);
  const field = (label: string, value: string) => pdf.field(label, value);
  const paragraph = (text: string, options: { color?: string; size?: number; indent?: number } = {}) => pdf.paragraph(text, options);

  // Title block with the QR code on the right.
  const qrSize = 96;
  doc.image(qr, left + width - qrSize, doc.page.margins.top, { width: qrSize });
  doc.font('bold').fontSize(20).fillColor(COLORS.accent).text('Verification report', left, doc.page.margins.top, { width: width - qrSize - 12 });
  doc.font('regular').fontSize(11).fillColor(COLORS.muted).text(`${VERIFICATION_REPORT_NAME} · Crew Reviews`, { width: width - qrSize - 12 });
  doc.moveDown(0.6);
  doc.fontSize(10).fillColor(COLORS.text);
  const metaWidth = width - qrSize - 12;
  for (const [label, value] of [
    ['Report ID', report.id],
    ['Issued', formatDateTime(report.issuedAt)],
    ['Ordered by', orderedBy(company)],
  ] as const) {
    doc.font('bold').fillColor(COLORS.muted).text(`${label}: `, left, doc.y, { continued: true, width: metaWidth });
    doc.font('regular').fillColor(COLORS.text).text(value);
  }
  doc.font('regular').fontSize(9).fillColor(COLORS.muted).text('Check that this report is genuine (scan the code or open):', left, doc.y, { width: metaWidth });
  doc.fillColor(COLORS.accent).text(report.verifyUrl, { width: metaWidth, link: report.verifyUrl, underline: true });
  doc.y = Math.max(doc.y, doc.page.margins.top + qrSize + 8);

  heading('Crew member');
  field('Name', snapshot.crew.name);
  field('Position', snapshot.crew.position || 'Not stated');
  field('Rank', snapshot.crew.rank ? rankLabel(snapshot.crew.rank) : 'Not stated');
  field('Experience', experienceLabel(snapshot.crew));
  if (snapshot.crew.location) field('Location', snapshot.crew.location);
  field('Email address', snapshot.crew.emailVerified ? 'verified' : 'not verified');
  field('Member since', formatDate(snapshot.crew.memberSince));

  heading('Certifications');
  if (snapshot.certificates.length === 0 && snapshot.otherCertificates.length === 0) paragraph('No certifications recorded on the profile.', { color: COLORS.muted });
  for (const group of snapshot.certificates) {
    doc.font('bold').fontSize(10).fillColor(COLORS.text).text(`${group.title} (${group.entries.length})`, left, doc.y, { width });
    for (const entry of group.entries) paragraph(`• ${entry.name} — ${entry.code}`, { indent: 10 });
    doc.moveDown(0.3);
  }
  if (snapshot.otherCertificates.length > 0) {
    doc.font('bold').fontSize(10).fillColor(COLORS.text).text('Entered by the crew member (not from a catalogue)', left, doc.y, { width });
    for (const name of snapshot.otherCertificates) paragraph(`• ${name}`, { indent: 10 });
  }

  heading('Review summary');
  const { summary } = snapshot;
  field('Confirmed reviews on the profile', String(summary.totalReviews));
  field('Verified reviews', String(summary.verifiedReviews));
  field('Average rating', summary.totalReviews > 0 ? `${summary.averageRating.toFixed(1)} out of 5` : 'N/A');
  if (summary.skills.length > 0) field('Skills', summary.skills.map((s) => `${s.name} ${s.averageRating.toFixed(1)}/5`).join(' · '));

  heading(`Verified reviews${snapshot.reviews.length < summary.verifiedReviews ? ` (the ${snapshot.reviews.length} most recent)` : ''}`);
  if (snapshot.reviews.length === 0) paragraph('No verified reviews.', { color: COLORS.muted });
  for (const review of snapshot.reviews) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc.font('bold').fontSize(10).fillColor(COLORS.text).text(`${review.rating}/5 — ${review.reviewerName}, ${review.reviewerPosition} on ${review.reviewerVessel}`, left, doc.y, { width });
    paragraph(`${formatDate(review.createdAt)} · ${review.context} · Reviewer ${VERIFICATION_LABELS[review.reviewerVerificationStatus]}`, { color: COLORS.muted, size: 9 });
    paragraph(review.text);
    if (review.fraudSignals.length === 0) {
      paragraph('Fraud checks: nothing found.', { color: COLORS.muted, size: 9 });
    } else {
      const found = review.fraudSignals.map((s) => `${s.weight === 'flag' ? 'flag' : 'warning'}: ${FRAUD_RULE_LABELS[s.rule] ?? s.rule}`).join('; ');
      paragraph(`Fraud checks: ${found}.${review.reviewedByAdmin ? ' Reviewed by a Crew Reviews administrator, who kept the review as verified.' : ''}`, {
        color: COLORS.warn,
        size: 9,
      });
    }
    doc.moveDown(0.5);
  }

  heading('What this report does not prove');
  for (const item of company.verified ? NOT_PROVEN : [`${UNVERIFIED_COMPANY}: ${UNVERIFIED_COMPANY_EXPLAINED}`, ...NOT_PROVEN]) {
    paragraph(`• ${item}`, { size: 9, indent: 0 });
    doc.moveDown(0.2);
  }

  // Footer on every page: where to check, and the page count.
  return pdf.finish((page, pages) => `Report ${report.id} · Verify at ${report.verifyUrl} · Page ${page} of ${pages}`);
}
