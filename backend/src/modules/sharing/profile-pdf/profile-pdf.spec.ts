import { PDFParse } from 'pdf-parse';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { clip, renderProfilePdf, type ProfilePdfDocument } from './profile-pdf.js';
import type { ProfilePdfReview, ProfilePdfSnapshot } from './profile-pdf-snapshot.js';
import type { SeaServiceRow } from './sea-service-source.js';

async function textOf({ pdf, pages: counted }: { pdf: Buffer; pages: number }): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    // What the renderer says it printed is what the file holds.
    expect(result.total).toBe(counted);
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const SHARE_URL = 'https://crew.example/shared/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';

const bare: ProfilePdfSnapshot = {
  person: { name: 'Дмитрий Ιωάννου', position: null, rank: null, experience: null, experienceYears: null, location: null, emailVerified: false },
  certificates: [],
  seaService: [],
  summary: { totalReviews: 0, verifiedReviews: 0, averageRating: 0, skills: [] },
  reviews: [],
};

const documentOf = (snapshot: ProfilePdfSnapshot, photo: ProfilePdfDocument['photo'] = null): ProfilePdfDocument => ({
  snapshot,
  photo,
  shareUrl: SHARE_URL,
  linkExpiresAt: new Date('2026-12-23T09:05:00Z'),
  builtAt: new Date('2026-11-23T09:05:00Z'),
});

const reviewOf = (i: number, text = `Review ${i}: kept a calm bridge through heavy weather and trained the cadets well.`): ProfilePdfReview => ({
  rating: 5,
  text,
  context: 'M/Y Aurora, 2025 season',
  reviewerName: `Reviewer ${i}`,
  reviewerPosition: 'Captain',
  reviewerVessel: 'M/Y Aurora',
  createdAt: '2026-10-01T00:00:00.000Z',
});

const voyage = (i: number): SeaServiceRow => ({
  vessel: `M/Y Vessel ${i}`,
  imo: `93${String(10000 + i).slice(-5)}`,
  rank: 'chief-officer',
  signOn: `20${String(10 + (i % 15)).padStart(2, '0')}-03-01`,
  signOff: `20${String(10 + (i % 15)).padStart(2, '0')}-09-01`,
  days: 150,
});

describe('profile PDF', () => {
  it('says plainly what a new profile lacks, on one page, with no sea service section', async () => {
    const { text, pages } = await textOf(await renderProfilePdf(documentOf(bare)));
    expect(pages).toBe(1);
    for (const expected of [
      'Дмитрий Ιωάννου',
      'Position not stated',
      'Average rating: No reviews yet',
      'No certificates on the profile yet.',
      'No verified reviews yet.',
      'link valid until Dec 23, 2026',
      'Profile from Crew Reviews, Nov 23, 2026 · Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, '')).toContain(SHARE_URL.replace(/\s+/g, ''));
    expect(text).not.toContain('Sea service');
  });

  it('prints the photo, rank, certificates with their validity, sea service with its total and the verified reviews', async () => {
    const photo = { body: await QRCode.toBuffer('a photo stand-in', { type: 'png', width: 120 }), contentType: 'image/png' };
    const snapshot: ProfilePdfSnapshot = {
      person: { name: 'Eleni Papadopoulou', position: 'Chief Officer on M/Y Aurora', rank: 'chief-officer', experience: 'Mediterranean and Caribbean seasons', experienceYears: 12, location: 'Piraeus', emailVerified: true },
      certificates: [
        { name: 'Personal Survival Techniques', code: 'STCW A-VI/1-1', authority: 'MCA', issueDate: '2022-01-10', expiryDate: '2027-01-10', status: 'valid' },
        { name: 'ECDIS', code: 'STCW A-II/1', authority: null, issueDate: null, expiryDate: '2026-12-01', status: 'expiring' },
        { name: 'Advanced Fire Fighting', code: 'STCW A-VI/3', authority: 'USCG', issueDate: null, expiryDate: '2026-01-01', status: 'expired' },
        { name: 'ENG1 Medical', code: null, authority: null, issueDate: null, expiryDate: null, status: null },
      ],
      seaService: [voyage(1), { ...voyage(2), signOff: null, days: 40 }],
      summary: { totalReviews: 7, verifiedReviews: 6, averageRating: 4.7, skills: [{ name: 'Communication', averageRating: 4.5 }] },
      reviews: Array.from({ length: 5 }, (_, i) => reviewOf(i + 1)),
    };
    const { text, pages } = await textOf(await renderProfilePdf(documentOf(snapshot, photo)));
    expect(pages).toBeLessThanOrEqual(2);
    for (const expected of [
      'Eleni Papadopoulou',
      'Chief Officer · Chief Officer on M/Y Aurora',
      'Experience: 12 years at sea · Mediterranean and Caribbean seasons',
      'Email address verified by Crew Reviews',
      'Average rating: 4.7 out of 5 from 7 reviews (6 verified)',
      'Communication 4.5/5',
      'Personal Survival Techniques (STCW A-VI/1-1) MCA Jan 10, 2027 Valid',
      'Expiring soon',
      'Expired',
      'ENG1 Medical — No expiry recorded —',
      'Sea service',
      'M/Y Vessel 1',
      'aboard',
      'Total sea time: 190 days over 2 periods.',
      'Verified reviews (the 5 most recent of 6)',
      '5/5 — Reviewer 1, Captain on M/Y Aurora',
      'Review 5: kept a calm bridge',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('never runs to a third page: long names and texts are cut, and what does not fit is counted', async () => {
    const long = 'Wavewatcher'.repeat(40);
    const snapshot: ProfilePdfSnapshot = {
      person: { name: `${'Maximiliana '.repeat(10)}${long}`, position: 'Second Officer '.repeat(30), rank: 'second-officer', experience: 'Ocean passages. '.repeat(60), experienceYears: 30, location: 'Somewhere '.repeat(30), emailVerified: true },
      certificates: Array.from({ length: 60 }, (_, i) => ({
        name: `Certificate of proficiency number ${i} with a very long descriptive title indeed ${long}`,
        code: `CODE-${i}`,
        authority: 'Maritime and Coastguard Agency of a flag state with a long name',
        issueDate: '2020-01-01',
        expiryDate: '2030-01-01',
        status: 'valid' as const,
      })),
      seaService: Array.from({ length: 40 }, (_, i) => voyage(i)),
      summary: { totalReviews: 40, verifiedReviews: 40, averageRating: 4.9, skills: [] },
      reviews: Array.from({ length: 5 }, (_, i) => reviewOf(i + 1, `${long} ${'A long and detailed account of a season aboard. '.repeat(100)}`)),
    };
    const { text, pages } = await textOf(await renderProfilePdf(documentOf(snapshot)));
    expect(pages).toBe(2);
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Maximiliana');
    expect(text).toMatch(/\d+ more certificates? on the profile\./);
  });

  it('prints a GIF or WebP photo too, and a large photo small', async () => {
    const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const large = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 95 }).toBuffer();
    for (const [contentType, body] of [
      ['image/webp', await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 94, b: 184, alpha: 0.5 } } }).webp().toBuffer()],
      ['image/gif', await sharp({ create: { width: 40, height: 40, channels: 3, background: '#005eb8' } }).gif().toBuffer()],
      ['image/jpeg', large],
    ] as const) {
      const { pdf } = await renderProfilePdf(documentOf({ ...bare, person: { ...bare.person, name: 'Sam Reviewer' } }, { body, contentType }));
      expect(imagesIn(pdf)).toBe(3); // the photo, and the QR code with its soft mask
      expect((await textOf({ pdf, pages: 1 })).text).not.toContain('SR'); // no initials in its place
      expect(pdf.length).toBeLessThan(120_000);
    }
    expect(large.length).toBeGreaterThan(1_000_000);
  });

  it('keeps a long profile without sea service to two pages too, and a photo it cannot embed falls back to initials', async () => {
    const snapshot: ProfilePdfSnapshot = {
      ...bare,
      person: { ...bare.person, name: 'Sam Reviewer' },
      summary: { totalReviews: 5, verifiedReviews: 5, averageRating: 4, skills: [] },
      reviews: Array.from({ length: 5 }, (_, i) => reviewOf(i + 1, 'Steady and reliable. '.repeat(200))),
    };
    const webp = { body: Buffer.from('RIFF0000WEBPVP8 not really'), contentType: 'image/webp' };
    const { text, pages } = await textOf(await renderProfilePdf(documentOf(snapshot, webp)));
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain('SR');
    expect(text).toContain('5/5 — Reviewer 5');
  });
});

describe('clip', () => {
  it('cuts at a word boundary with an ellipsis, and leaves short text alone', () => {
    expect(clip('Chief  Officer', 20)).toBe('Chief Officer');
    expect(clip('one two three four five', 16)).toBe('one two three…');
    expect(clip('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
