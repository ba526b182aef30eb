import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type pg from 'pg';
import { OBJECT_COPIES } from '../../src/backup/object-copies.js';
import { forEachConcurrently } from '../../src/platform/for-each-concurrently.js';
import { LocalDiskStorage } from '../../src/platform/storage/local-disk-storage.js';
import type { SeedClock } from './progress.js';

/** One certificate in this many has a scan uploaded (a PDF of 20 to 60 KB: a compressed one-page scan). */
const SCANNED_ONE_IN = 20;

/** Where a seeded database's objects live (STORAGE_DIR for the API, a backup or the bench on it). */
export const seedStorageDir = (database: string) => resolve(`var/scale/${database}`);

const PDF_HEADER = Buffer.from('%PDF-1.4\n');

/** A scan of `size` bytes: random, as a scan does not compress. */
const scanPdf = (size: number) => Buffer.concat([PDF_HEADER, randomBytes(size - PDF_HEADER.length)]);

/**
 * A ready report's PDF, whose sha256 the billing seed computed in SQL before inserting the row
 * (an issued report is final): the header, then md5(id) repeated to the recorded size. A
 * backup copies objects byte for byte, so a pattern costs it what random bytes would.
 */
export const reportPdf = (id: string, size: number) =>
  Buffer.concat([PDF_HEADER, Buffer.from(createHash('md5').update(id).digest('hex').repeat((size - PDF_HEADER.length) / 16), 'hex')]);

/**
 * Every object the seeded rows name, in the store under its key (the product's LocalDiskStorage,
 * so each is written and synced as an upload is), so a backup copies them and a restore puts
 * them back: a scan for one certificate in SCANNED_ONE_IN (the row's scan columns set as the
 * wallet sets them), and the PDF of every verification report that is ready. The directory is
 * emptied first, like the database. Run after the billing seed.
 */
export async function seedObjects(db: pg.Client, clock: SeedClock, dir: string): Promise<{ objects: number; bytes: number }> {
  await rm(dir, { recursive: true, force: true });
  const storage = new LocalDiskStorage(dir);
  const write = async <T extends { key: string; size: number }>(name: string, rows: readonly T[], body: (row: T) => Buffer) => {
    const stage = clock.stage(name, rows.length);
    let written = 0;
    await forEachConcurrently(rows, OBJECT_COPIES, async (row) => {
      await storage.put(row.key, body(row), 'application/pdf');
      stage.tick(++written);
    });
    stage.end(written);
  };

  const scans = (
    await db.query<{ key: string; size: number }>(
      `update certificate_details set scan_key = 'cert-scan-' || md5('scan' || id)::uuid, scan_content_type = 'application/pdf',
         scan_size = 20000 + abs(hashtext(id::text || 'size')) % 40000, scan_uploaded_at = issue_date
       where abs(hashtext(id::text)) % $1::int = 0
       returning scan_key as key, scan_size as size`,
      [SCANNED_ONE_IN],
    )
  ).rows;
  await write('certificate scans (objects)', scans, (scan) => scanPdf(scan.size));

  const reports = (await db.query<{ id: string; key: string; size: number }>('select id::text as id, pdf_key as key, byte_size as size from verification_reports where pdf_key is not null')).rows;
  await write('verification report PDFs (objects)', reports, (report) => reportPdf(report.id, report.size));

  const all = [...scans, ...reports];
  return { objects: all.length, bytes: all.reduce((sum, r) => sum + r.size, 0) };
}
