import { COMPANY_TYPE_LABELS, type CompanyType } from '@crew/contracts/plans';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { FraudRule } from '../../reviews/contracts/moderation.queries.js';
import type { ReportSnapshot } from './report-snapshot.js';

const require = createRequire(import.meta.url);
// One TrueType font with Latin, Greek and Cyrillic: pdfkit embeds it and has no glyph fallback.
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');

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

const COLORS = { text: '#1f1f1f', muted: '#595959', accent: '#0b4f8a', rule: '#d9d9d9', warn: '#ad4e00' };

export function formatDate(value: Date | string): string {
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function formatDateTime(value: Date): string {
  const time = value.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${formatDate(value)}, ${time} UTC`;
}

/** 'chief-officer' -> 'Chief Officer' */
function rankLabel(rank: string): string {
  return rank
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
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
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: {
      Title: `Verification report ${report.id}`,
      Author: 'Crew Reviews',
      Subject: `Background check on ${snapshot.crew.name} for ${company.name}`,
      CreationDate: report.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  const heading = (text: string) => {
    doc.moveDown(0.8);
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.font('bold').fontSize(13).fillColor(COLORS.accent).text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    doc.moveDown(0.4);
  };
  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(10).fillColor(COLORS.muted).text(`${label}: `, left, doc.y, { continued: true, width });
    doc.font('regular').fillColor(COLORS.text).text(value);
  };
  const paragraph = (text: string, options: { color?: string; size?: number; indent?: number } = {}) => {
    doc.font('regular').fontSize(options.size ?? 10).fillColor(options.color ?? COLORS.text);
    doc.text(text, left + (options.indent ?? 0), doc.y, { width: width - (options.indent ?? 0) });
  };

  // Title block with the QR code on the right.
  const qrSize = 96;
  doc.image(qr, left + width - qrSize, doc.page.margins.top, { width: qrSize });
  doc.font('bold').fontSize(20).fillColor(COLORS.accent).text('Verification report', left, doc.page.margins.top, { width: width - qrSize - 12 });
  doc.font('regular').fontSize(11).fillColor(COLORS.muted).text('Background check · Crew Reviews', { width: width - qrSize - 12 });
  doc.moveDown(0.6);
  doc.fontSize(10).fillColor(COLORS.text);
  const metaWidth = width - qrSize - 12;
  for (const [label, value] of [
    ['Report ID', report.id],
    ['Issued', formatDateTime(report.issuedAt)],
    ['Ordered by', `${company.name}${company.type ? ` (${COMPANY_TYPE_LABELS[company.type]})` : ''}${company.verified ? ', company verified by Crew Reviews' : ''}`],
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
  for (const item of NOT_PROVEN) {
    paragraph(`• ${item}`, { size: 9, indent: 0 });
    doc.moveDown(0.2);
  }

  // Footer on every page: where to check, and the page count.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`Report ${report.id} · Verify at ${report.verifyUrl} · Page ${i + 1} of ${range.count}`, left, doc.page.height - 40, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
