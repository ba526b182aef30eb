import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type pg from 'pg';
import { forEachConcurrently, OBJECT_COPIES } from '../../src/backup/concurrently.js';
import { LocalDiskStorage } from '../../src/platform/storage/local-disk-storage.js';
import type { SeedClock } from './progress.js';

/** One certificate in this many has a scan uploaded (a PDF of 20 to 60 KB: a compressed one-page scan). */
const SCANNED_ONE_IN = 20;

/** Where a seeded database's objects live (STORAGE_DIR for the API, a backup or the bench on it). */
export const seedStorageDir = (database: string) => resolve(`var/scale/${database}`);

/**
 * Certificate scans as the wallet stores them: the row's scan columns and the object under
 * its key in the store (the product's LocalDiskStorage, so each object is written and synced
 * as an upload is). A backup copies them and a restore puts them back, so their figures
 * include objects. The directory is emptied first, like the database.
 */
export async function seedCertificateScans(db: pg.Client, clock: SeedClock, dir: string): Promise<{ objects: number; bytes: number }> {
  await rm(dir, { recursive: true, force: true });
  const storage = new LocalDiskStorage(dir);
  const { rows } = await db.query<{ key: string; size: number }>(
    `update certificate_details set scan_key = 'cert-scan-' || md5('scan' || id)::uuid, scan_content_type = 'application/pdf',
       scan_size = 20000 + abs(hashtext(id::text || 'size')) % 40000, scan_uploaded_at = issue_date
     where abs(hashtext(id::text)) % $1::int = 0
     returning scan_key as key, scan_size as size`,
    [SCANNED_ONE_IN],
  );
  const stage = clock.stage('certificate scans (objects)', rows.length);
  let written = 0;
  await forEachConcurrently(rows, OBJECT_COPIES, async ({ key, size }) => {
    // Random bytes: a scan does not compress, and a backup should not get it cheaper than real ones.
    await storage.put(key, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]), 'application/pdf');
    stage.tick(++written);
  });
  stage.end(written);
  return { objects: rows.length, bytes: rows.reduce((sum, r) => sum + r.size, 0) };
}
