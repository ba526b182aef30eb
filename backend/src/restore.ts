import 'reflect-metadata';
import { loadConfigOrExit } from './platform/config/app-config.js';
import { erasuresIn, restoreBackup } from './backup/restore-backup.js';

/**
 * Brings a backup back into an empty database (DATABASE_URL) and an empty object store:
 * `node dist/restore.js <backup directory> --erasures-from <database url>` (npm run restore -w
 * backend -- ...). `--erasures-from` names the database the backup was taken of (or a replica or
 * copy of it): the erasures it recorded that the backup lacks are applied again (ADR 0044). Without
 * it the restore refuses, unless `--no-erasures-since` says that no such database survives.
 */
const config = loadConfigOrExit();
const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--erasures-from');
const from = args.includes('--erasures-from') ? args[args.indexOf('--erasures-from') + 1] : undefined;
if (!dir || (!from && !args.includes('--no-erasures-since'))) {
  console.log('Usage: restore <backup directory> (--erasures-from <database url> | --no-erasures-since)');
  process.exit(2);
}
try {
  const started = Date.now();
  const since = from ? await erasuresIn(from) : null;
  const result = await restoreBackup(config, dir, since, (line) => console.log(line));
  console.log(`Restored the backup of ${result.manifest.takenAt} in ${((Date.now() - started) / 1000).toFixed(1)} s; run npm run migrate if this code is newer than the backup`);
} catch (error) {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
// The API context that re-applied the erasures is closed, but a client it opened (Redis for
// sessions) can keep the event loop alive for its reconnect timers: a command-line run ends here.
process.exit();
