import QRCode from 'qrcode';
import sharp from 'sharp';
import { formatDate, PDF_COLORS as COLORS, PdfWriter, rankLabel } from '../../../platform/pdf/pdf-document.js';
import type { SeaServiceRow } from './sea-service-source.js';
import type { ProfilePdfCertificate, ProfilePdfReview, ProfilePdfSnapshot } from './profile-pdf-snapshot.js';

export interface ProfilePdfDocument {
  snapshot: ProfilePdfSnapshot;
  /** The person's photo as stored, in any accepted type (printablePhoto makes it one pdfkit embeds). */
  photo: { body: Buffer; contentType: string } | null;
  /** The summary share link made for this PDF, and when it stops working. */
  shareUrl: string;
  linkExpiresAt: Date;
  builtAt: Date;
}

/** A CV is one or two pages: whatever does not fit on the second is counted, not printed on a third. */
export const MAX_PAGES = 2;

/** Caps that keep one long field from crowding out the rest (the full texts stay on the profile). */
const LIMITS = { name: 70, line: 90, experience: 160, certificates: 20, certificateName: 90, authority: 50, seaService: 12, vessel: 40, reviewText: 600, reviewer: 60 };

const STATUS_LABELS = { valid: 'Valid', expiring: 'Expiring soon', expired: 'Expired' } as const;
const STATUS_COLORS = { valid: '#237804', expiring: COLORS.warn, expired: '#a8071a' } as const;

/** Cuts text to `max` characters at a word boundary where one is near, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => Array.from(p)[0]?.toUpperCase() ?? '').join('') || '?';
}

function experienceLabel(person: ProfilePdfSnapshot['person']): string | null {
  const years = person.experienceYears !== null ? `${person.experienceYears} ${person.experienceYears === 1 ? 'year' : 'years'} at sea` : null;
  const text = [years, person.experience ? clip(person.experience, LIMITS.experience) : null].filter(Boolean).join(' · ');
  return text || null;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A person's profile as a one- or two-page CV (issue 14): photo, name, rank, position and
 * experience, certificates with their validity, sea service, the rating summary and up to five
 * verified reviews, and a QR code to a summary share link. Every block is measured before it is
 * drawn: on the last page, what does not fit is left out and counted, never pushed to a third page.
 */
export async function renderProfilePdf(input: ProfilePdfDocument): Promise<{ pdf: Buffer; pages: number }> {
  const { snapshot, shareUrl } = input;
  const name = clip(snapshot.person.name, LIMITS.name) || 'Crew member';
  const qr = await QRCode.toBuffer(shareUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const pdf = new PdfWriter(
    { Title: `${name} · profile`, Subject: `Profile of ${name} on Crew Reviews`, CreationDate: input.builtAt },
    { top: 48, bottom: 56, left: 48, right: 48 },
  );
  const { doc, left, width } = pdf;
  let page = 1;

  /**
   * Makes room for a block `height` points tall (plus `reserve` kept free for a closing note):
   * on the first page by turning to the second; on the last, by reporting that it does not fit.
   */
  const fits = (height: number, reserve = 0): boolean => {
    if (pdf.room >= height + reserve) return true;
    if (page >= MAX_PAGES) return false;
    doc.addPage();
    page += 1;
    return pdf.room >= height + reserve;
  };
  const textHeight = (text: string, font: 'regular' | 'bold', size: number, w = width) => doc.font(font).fontSize(size).heightOfString(text, { width: w });
  const NOTE_HEIGHT = 16;
  /** A heading's space above, its line and its rule (PdfWriter.heading), rounded up. */
  const HEADING_HEIGHT = 44;
  const note = (text: string) => {
    if (pdf.room >= NOTE_HEIGHT) pdf.paragraph(text, { color: COLORS.muted, size: 9 });
  };
  /** A section title, kept with at least its first line of content. */
  const section = (title: string, firstBlock: number): boolean => {
    if (!fits(HEADING_HEIGHT + firstBlock)) return false;
    pdf.heading(title, 0);
    return true;
  };

  // Header: photo (or initials), who the person is, and the QR code to their profile.
  const top = doc.page.margins.top;
  const photoSize = 84;
  const qrSize = 84;
  drawPhoto(pdf, await printablePhoto(input.photo), name, left, top, photoSize);
  doc.image(qr, left + width - qrSize, top, { width: qrSize });
  const textLeft = left + photoSize + 16;
  const textWidth = width - photoSize - 16 - qrSize - 16;
  doc.font('bold').fontSize(name.length > 36 ? 16 : 20).fillColor(COLORS.accent).text(name, textLeft, top, { width: textWidth });
  const role = [snapshot.person.rank ? rankLabel(snapshot.person.rank) : null, snapshot.person.position ? clip(snapshot.person.position, LIMITS.line) : null]
    .filter(Boolean)
    .join(' · ');
  doc.font('regular').fontSize(11).fillColor(COLORS.text).text(role || 'Position not stated', textLeft, doc.y, { width: textWidth });
  const experience = experienceLabel(snapshot.person);
  doc.fontSize(10).fillColor(COLORS.muted);
  if (experience) doc.text(`Experience: ${experience}`, textLeft, doc.y, { width: textWidth });
  if (snapshot.person.location) doc.text(clip(snapshot.person.location, LIMITS.line), textLeft, doc.y, { width: textWidth });
  if (snapshot.person.emailVerified) doc.text('Email address verified by Crew Reviews', textLeft, doc.y, { width: textWidth });
  doc.y = Math.max(doc.y, top + Math.max(photoSize, qrSize)) + 8;
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(COLORS.muted)
    .text(`Scan the code or open ${shareUrl} for the current profile (link valid until ${formatDate(input.linkExpiresAt)}).`, left, doc.y, {
      width,
      link: shareUrl,
    });

  // Rating summary: always, also when there is nothing yet.
  const { summary } = snapshot;
  if (section('Rating summary', 14)) {
    pdf.field(
      'Average rating',
      summary.totalReviews > 0
        ? `${summary.averageRating.toFixed(1)} out of 5 from ${plural(summary.totalReviews, 'review')} (${summary.verifiedReviews} verified)`
        : 'No reviews yet',
    );
    if (summary.skills.length > 0) pdf.field('Skills', summary.skills.map((s) => `${s.name} ${s.averageRating.toFixed(1)}/5`).join(' · '));
  }

  drawCertificates(snapshot.certificates);
  if (snapshot.seaService.length > 0) drawSeaService(snapshot.seaService);
  drawReviews(snapshot.reviews, summary.verifiedReviews);
  // Every block was measured; a third page would mean a measurement was wrong, and the build fails rather than print it.
  const pages = doc.bufferedPageRange().count;
  if (pages > MAX_PAGES) throw new Error(`The profile PDF ran to ${pages} pages`);

  const file = await pdf.finish((n, of) => `${name} · Profile from Crew Reviews, ${formatDate(input.builtAt)} · Page ${n} of ${of}`);
  return { pdf: file, pages };

  function drawCertificates(certificates: ProfilePdfCertificate[]) {
    const columns = [
      { title: 'Certificate', width: width * 0.5 },
      { title: 'Issued by', width: width * 0.2 },
      { title: 'Valid until', width: width * 0.15 },
      { title: 'Status', width: width * 0.15 },
    ];
    if (certificates.length === 0) {
      if (section('Certificates', 14)) pdf.paragraph('No certificates on the profile yet.', { color: COLORS.muted });
      return;
    }
    const rows = certificates.slice(0, LIMITS.certificates).map((c) => ({
      cells: [
        clip(c.code ? `${c.name} (${c.code})` : c.name, LIMITS.certificateName),
        c.authority ? clip(c.authority, LIMITS.authority) : '—',
        c.expiryDate ? formatDate(`${c.expiryDate}T00:00:00Z`) : 'No expiry recorded',
        c.status ? STATUS_LABELS[c.status] : '—',
      ],
      color: c.status ? STATUS_COLORS[c.status] : COLORS.muted,
    }));
    const shown = table('Certificates', columns, rows, 3);
    const rest = certificates.length - shown;
    if (shown > 0 && rest > 0) note(`${plural(rest, 'more certificate')} on the profile.`);
  }

  function drawSeaService(service: SeaServiceRow[]) {
    const columns = [
      { title: 'Vessel', width: width * 0.27 },
      { title: 'IMO', width: width * 0.12 },
      { title: 'Rank', width: width * 0.2 },
      { title: 'Sign on', width: width * 0.15 },
      { title: 'Sign off', width: width * 0.15 },
      { title: 'Days', width: width * 0.11 },
    ];
    const recent = [...service].sort((a, b) => b.signOn.localeCompare(a.signOn));
    const rows = recent.slice(0, LIMITS.seaService).map((s) => ({
      cells: [
        clip(s.vessel, LIMITS.vessel),
        s.imo ?? '—',
        clip(rankLabel(s.rank), LIMITS.vessel),
        formatDate(`${s.signOn}T00:00:00Z`),
        s.signOff ? formatDate(`${s.signOff}T00:00:00Z`) : 'aboard',
        String(s.days),
      ],
      color: COLORS.text,
    }));
    const total = service.reduce((sum, s) => sum + s.days, 0);
    const shown = table('Sea service', columns, rows, -1, NOTE_HEIGHT);
    if (shown === 0) return;
    const rest = service.length - shown;
    note(`Total sea time: ${plural(total, 'day')} over ${plural(service.length, 'period')}${rest > 0 ? ` (${rest} earlier not listed)` : ''}.`);
  }

  function drawReviews(reviews: ProfilePdfReview[], verified: number) {
    const title = `Verified reviews${reviews.length < verified ? ` (the ${reviews.length} most recent of ${verified})` : ''}`;
    if (reviews.length === 0) {
      if (section('Verified reviews', 14)) pdf.paragraph('No verified reviews yet.', { color: COLORS.muted });
      return;
    }
    const blocks = reviews.map((r) => {
      const byline = `${r.rating}/5 — ${clip(r.reviewerName, LIMITS.reviewer)}, ${clip(r.reviewerPosition, LIMITS.reviewer)} on ${clip(r.reviewerVessel, LIMITS.reviewer)}`;
      const meta = `${formatDate(r.createdAt)} · ${clip(r.context, LIMITS.reviewer)}`;
      const text = clip(r.text, LIMITS.reviewText);
      const height = textHeight(byline, 'bold', 10) + textHeight(meta, 'regular', 8.5) + textHeight(text, 'regular', 9.5) + 8;
      return { byline, meta, text, height };
    });
    if (!section(title, blocks[0].height)) return;
    let shown = 0;
    for (const block of blocks) {
      if (!fits(block.height, NOTE_HEIGHT)) break;
      pdf.paragraph(block.byline, { bold: true });
      pdf.paragraph(block.meta, { color: COLORS.muted, size: 8.5 });
      pdf.paragraph(block.text, { size: 9.5 });
      doc.moveDown(0.5);
      shown += 1;
    }
    if (shown < blocks.length) note(`${plural(blocks.length - shown, 'more verified review')} not shown here.`);
  }

  /**
   * A titled table whose rows are measured and kept whole; returns how many rows were printed.
   * `colored`: the column drawn in the row's colour (-1 for none).
   */
  function table(title: string, columns: Array<{ title: string; width: number }>, rows: Array<{ cells: string[]; color: string }>, colored: number, reserve = 0) {
    const size = 9;
    const pad = 4;
    const rowHeight = (cells: string[], font: 'regular' | 'bold') => Math.max(...cells.map((cell, i) => textHeight(cell, font, size, columns[i].width - pad))) + 4;
    const headerCells = columns.map((c) => c.title);
    const headerHeight = rowHeight(headerCells, 'bold');
    const drawRow = (cells: string[], font: 'regular' | 'bold', color: string, height: number) => {
      const y = doc.y;
      let x = left;
      cells.forEach((cell, i) => {
        doc
          .font(font)
          .fontSize(size)
          .fillColor(i === colored ? color : font === 'bold' ? COLORS.muted : COLORS.text)
          .text(cell, x, y + 2, { width: columns[i].width - pad });
        x += columns[i].width;
      });
      doc.y = y + height;
      doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.3).strokeColor(COLORS.rule).stroke();
    };
    const heights = rows.map((row) => rowHeight(row.cells, 'regular'));
    if (!section(title, headerHeight + heights[0] + reserve)) return 0;
    drawRow(headerCells, 'bold', COLORS.muted, headerHeight);
    let shown = 0;
    for (const [i, row] of rows.entries()) {
      const pageBefore = page;
      if (!fits(heights[i], reserve || NOTE_HEIGHT)) break;
      // A table carried onto the next page repeats its header.
      if (page !== pageBefore) drawRow(headerCells, 'bold', COLORS.muted, headerHeight);
      drawRow(row.cells, 'regular', row.color, heights[i]);
      shown += 1;
    }
    doc.x = left;
    return shown;
  }
}

/** Pixels per side of the printed photo: 4 per point of its 84, sharp at print resolution. */
const PHOTO_PIXELS = 336;

/**
 * The photo as the PDF prints it: a JPEG of PHOTO_PIXELS square, cut to fill, from any stored
 * type (pdfkit embeds only PNG and JPEG; a GIF or WebP prints its first frame), turned upright
 * and on white where it was transparent. Small whatever the upload's size, so is the PDF. Null
 * when there is none or it does not decode: the initials are printed instead.
 */
async function printablePhoto(photo: ProfilePdfDocument['photo']): Promise<Buffer | null> {
  if (!photo) return null;
  try {
    return await sharp(photo.body, { failOn: 'error' })
      .autoOrient()
      .resize(PHOTO_PIXELS, PHOTO_PIXELS, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The photo in a rounded square, or the initials in a circle. */
function drawPhoto(pdf: PdfWriter, photo: Buffer | null, name: string, x: number, y: number, size: number) {
  const { doc } = pdf;
  if (photo) {
    doc.save();
    doc.roundedRect(x, y, size, size, 8).clip();
    doc.image(photo, x, y, { width: size, height: size });
    doc.restore();
    return;
  }
  doc.save();
  doc.circle(x + size / 2, y + size / 2, size / 2).fill('#e6f0fa');
  doc.restore();
  const letters = initials(name);
  doc
    .font('bold')
    .fontSize(28)
    .fillColor(COLORS.accent)
    .text(letters, x, y + size / 2 - 20, { width: size, align: 'center', lineBreak: false });
}
