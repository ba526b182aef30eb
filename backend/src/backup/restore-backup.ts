import { MikroORM } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiApp } from '../bootstrap.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { ormConfig } from '../platform/database/mikro-orm.config.js';
import { eraseSubjects } from '../platform/privacy/personal-data.js';
import { objectStorageFor } from '../platform/storage/storage.module.js';
import { ReapplyAccountDeletionCommand } from '../modules/identity/contracts/admin.js';
import { entities } from '../entities.js';
import { forEachConcurrently } from '../platform/for-each-concurrently.js';
import { OBJECT_COPIES } from './object-copies.js';
import { type BackupManifest, MANIFEST, OBJECTS_DIR } from './manifest.js';
import { runPgTool } from './pg-tools.js';

export interface RestoreResult {
  manifest: BackupManifest;
  databaseSeconds: number;
  objectsSeconds: number;
  /** Accounts deleted again, and other erased subjects (hashed addresses) whose keys were destroyed again. */
  erasures: { accounts: number; subjects: number };
}

/** Erasures recorded in the database the backup came from after the backup was taken. */
export interface ErasuresSince {
  accounts: Array<{ userId: string; deletedBy: string }>;
  subjects: string[];
}

/**
 * Reads, from the database the backup was taken of (the damaged primary, a replica, a copy of
 * it), every erasure it ever recorded: the account deletions (identity.account-deleted) and the
 * erased subjects. Whole lists, not "since the backup's time": a deletion that committed just
 * after the snapshot may carry an earlier time. The restore applies those the backup lacks.
 */
export async function erasuresIn(databaseUrl: string): Promise<ErasuresSince> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, entities));
  try {
    const em = orm.em.fork();
    const accounts = await em.execute<Array<{ userId: string; deletedBy: string }>>(
      `select payload->>'userId' as "userId", payload->>'deletedBy' as "deletedBy" from integration_events where type = 'identity.account-deleted' order by position`,
    );
    const subjects = await em.execute<Array<{ subject: string }>>('select subject from erased_subjects order by erased_at');
    return { accounts, subjects: subjects.map((s) => s.subject) };
  } finally {
    await orm.close(true);
  }
}

/**
 * Brings a backup back into the EMPTY database DATABASE_URL (created when missing) and the
 * EMPTY object store the settings name; refuses a target that holds anything. Then re-applies
 * the erasures recorded since the backup (ADR 0044) through the product's own account deletion,
 * so nobody erased after the backup comes back.
 */
export async function restoreBackup(config: AppConfig, dir: string, since: ErasuresSince | null, log: (line: string) => void = () => {}): Promise<RestoreResult> {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  const storage = objectStorageFor(config);
  try {
    await refuseNonEmptyTarget(config, storage);

    const databaseStarted = Date.now();
    // One transaction: a failed restore leaves the empty database it found.
    await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${config.DATABASE_URL}`, join(dir, manifest.database.file)]);
    const databaseSeconds = (Date.now() - databaseStarted) / 1000;
    log(`Restored the database of ${manifest.takenAt} (${databaseSeconds.toFixed(1)} s)`);

    const objectsStarted = Date.now();
    await forEachConcurrently(manifest.objects.items, OBJECT_COPIES, async ({ key, contentType }) => storage.put(key, await readFile(join(dir, OBJECTS_DIR, key)), contentType));
    const objectsSeconds = (Date.now() - objectsStarted) / 1000;
    log(`Restored ${manifest.objects.items.length} objects (${objectsSeconds.toFixed(1)} s)`);

    const erasures = since ? await reapplyErasures(config, since) : { accounts: 0, subjects: 0 };
    if (since) log(`Re-applied erasures since the backup: ${erasures.accounts} account(s) deleted again, ${erasures.subjects} other subject(s) erased again`);
    return { manifest, databaseSeconds, objectsSeconds, erasures };
  } finally {
    await (storage as Partial<{ onApplicationShutdown(): unknown }>).onApplicationShutdown?.();
  }
}

async function refuseNonEmptyTarget(config: AppConfig, storage: ReturnType<typeof objectStorageFor>) {
  const orm = await MikroORM.init(ormConfig(config.DATABASE_URL, entities));
  try {
    await orm.schema.ensureDatabase();
    const [{ count }] = await orm.em.fork().execute<Array<{ count: string }>>(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    if (Number(count) > 0) throw new Error(`The target database is not empty (${count} tables and sequences): restore only into an empty database`);
  } finally {
    await orm.close(true);
  }
  if (!(await storage.isEmpty())) throw new Error('The target object store is not empty: restore only into an empty store');
}

/** Account deletions through identity's own command (every module's eraser, keys, files); other subjects' keys destroyed. */
async function reapplyErasures(config: AppConfig, since: ErasuresSince): Promise<RestoreResult['erasures']> {
  const app = await createApiApp(config);
  try {
    let accounts = 0;
    const orm = app.get(MikroORM);
    // Only accounts the restored database still holds: the rest were deleted before the backup.
    const restored = new Set(
      (await orm.em.fork().execute<Array<{ id: string }>>('select id::text as id from users where id::text in (select jsonb_array_elements_text(?::jsonb))', [JSON.stringify(since.accounts.map((a) => a.userId))])).map((u) => u.id),
    );
    for (const { userId, deletedBy } of since.accounts) {
      if (restored.has(userId) && (await app.get(CommandBus).execute(new ReapplyAccountDeletionCommand(userId, deletedBy)))) accounts++;
    }
    const known = new Set(
      (await orm.em.fork().execute<Array<{ subject: string }>>('select subject from erased_subjects')).map((s) => s.subject),
    );
    const left = since.subjects.filter((s) => !known.has(s));
    await orm.em.fork().transactional((em) => eraseSubjects(em, left));
    return { accounts, subjects: left.length };
  } finally {
    await app.close();
  }
}
