import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// One TrueType font with Latin, Greek and Cyrillic: pdfkit embeds it and has no glyph fallback.
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');

/** The product's documents share one palette (dark text on white: every colour passes 4.5:1). */
export const PDF_COLORS = { text: '#1f1f1f', muted: '#595959', accent: '#0b4f8a', rule: '#d9d9d9', warn: '#ad4e00' } as const;

export function formatDate(value: Date | string): string {
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function formatDateTime(value: Date): string {
  const time = value.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${formatDate(value)}, ${time} UTC`;
}

/** Ranks are written as on every screen (the contracts' rankLabel). */
export { rankLabel } from '@crew/contracts/user-values';

export interface PdfInfo {
  Title: string;
  Subject: string;
  CreationDate: Date;
}

/**
 * An A4 pdfkit document with the product's fonts ('regular', 'bold') registered and the layout
 * helpers both the verification report and the profile PDF use. `finish(footer)` stamps a
 * footer on every page and resolves to the file's bytes.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  constructor(info: PdfInfo, margins = { top: 56, bottom: 64, left: 56, right: 56 }) {
    this.doc = new PDFDocument({ size: 'A4', margins, bufferPages: true, info: { ...info, Author: 'Crew Reviews' } });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.registerFont('regular', FONT_REGULAR);
    this.doc.registerFont('bold', FONT_BOLD);
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  /** The width between the margins. */
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** How much room is left above the bottom margin of the current page. */
  get room(): number {
    return this.doc.page.height - this.doc.page.margins.bottom - this.doc.y;
  }

  /** A section title with a rule under it; starts a new page when fewer than `keep` points are left. */
  heading(text: string, keep = 80) {
    const { doc } = this;
    doc.moveDown(0.8);
    if (this.room < keep) doc.addPage();
    doc.font('bold').fontSize(13).fillColor(PDF_COLORS.accent).text(text, this.left, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.5).strokeColor(PDF_COLORS.rule).stroke();
    doc.moveDown(0.4);
  }

  /** 'Label: value' on one line (wrapping under itself when long). */
  field(label: string, value: string, width = this.width) {
    this.doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted).text(`${label}: `, this.left, this.doc.y, { continued: true, width });
    this.doc.font('regular').fillColor(PDF_COLORS.text).text(value);
  }

  paragraph(text: string, options: { color?: string; size?: number; indent?: number; bold?: boolean } = {}) {
    const indent = options.indent ?? 0;
    this.doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? PDF_COLORS.text);
    this.doc.text(text, this.left + indent, this.doc.y, { width: this.width - indent });
  }

  /** Stamps `footer(page, pages)` at the foot of every page, ends the document and returns its bytes. */
  async finish(footer: (page: number, pages: number) => string): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      // Writing inside the bottom margin would otherwise make pdfkit open a new page.
      doc.page.margins.bottom = 0;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(PDF_COLORS.muted)
        .text(footer(i + 1, range.count), this.left, doc.page.height - 40, { width: this.width, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}
