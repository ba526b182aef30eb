import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { takeBackup } from './backup/take-backup.js';

/**
 * Writes a consistent backup of the database and the objects it names:
 * `node dist/backup.js <new directory>` (npm run backup -w backend -- <dir>). Online: one
 * snapshot, no lock the product waits for. See docs/operations.md, "Backup and restore".
 */
const config = loadConfigOrExit();
const dir = process.argv[2];
if (!dir) {
  console.log('Usage: backup <new directory>');
  process.exit(2);
}
try {
  const started = Date.now();
  const manifest = await takeBackup(config, dir);
  console.log(
    `Backed up the database as of ${manifest.takenAt} (${(manifest.database.bytes / 1e6).toFixed(1)} MB in ${manifest.database.seconds.toFixed(1)} s) ` +
      `and ${manifest.objects.count} objects (${(manifest.objects.bytes / 1e6).toFixed(1)} MB in ${manifest.objects.seconds.toFixed(1)} s) into ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)` +
      (manifest.objects.missing.length ? `; ${manifest.objects.missing.length} object(s) were already gone (erased since)` : ''),
  );
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
