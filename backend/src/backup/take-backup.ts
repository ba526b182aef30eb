import { IsolationLevel } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../platform/config/app-config.js';
import { ormConfig } from '../platform/database/mikro-orm.config.js';
import { objectStorageFor } from '../platform/storage/storage.module.js';
import { entities } from '../entities.js';
import { forEachConcurrently } from '../platform/for-each-concurrently.js';
import { OBJECT_COPIES } from './object-copies.js';
import { type BackupManifest, DATABASE_FILE, MANIFEST, OBJECTS_DIR } from './manifest.js';
import { OBJECT_REFERENCES_SQL } from './object-references.js';
import { runPgTool } from './pg-tools.js';

/**
 * Writes a consistent backup of the database and of the objects it names into `dir` (which
 * must be empty or new). One REPEATABLE READ transaction exports its snapshot: pg_dump dumps
 * that snapshot (custom format) and the object keys are read from the same one, so the
 * backup's objects are exactly those its rows name. Objects are copied after the dump,
 * OBJECT_COPIES at a time; one deleted meanwhile (an erasure) is listed as missing, and its
 * rows are erased again on restore.
 */
export async function takeBackup(config: AppConfig, dir: string): Promise<BackupManifest> {
  await mkdir(join(dir, OBJECTS_DIR), { recursive: true });
  if ((await readdir(dir)).some((name) => name !== OBJECTS_DIR) || (await readdir(join(dir, OBJECTS_DIR))).length > 0) {
    throw new Error(`${dir} is not empty: a backup goes into a new directory`);
  }
  const orm = await MikroORM.init(ormConfig(config.DATABASE_URL, entities));
  const storage = objectStorageFor(config);
  try {
    const dumpStarted = Date.now();
    const { takenAt, references } = await orm.em.fork().transactional(
      async (em) => {
        const [{ snapshot, taken_at }] = await em.execute<Array<{ snapshot: string; taken_at: Date }>>('select pg_export_snapshot() as snapshot, now() as taken_at');
        // The dump runs while this transaction holds the snapshot open.
        await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${join(dir, DATABASE_FILE)}`, `--dbname=${config.DATABASE_URL}`]);
        const rows = await em.execute<Array<{ key: string; content_type: string | null }>>(`select distinct on (key) key, content_type from (${OBJECT_REFERENCES_SQL}) r order by key`);
        return { takenAt: new Date(taken_at), references: rows };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
    const dumpSeconds = (Date.now() - dumpStarted) / 1000;

    const objectsStarted = Date.now();
    const copied: Array<{ key: string; contentType: string; bytes: number } | null> = [];
    await forEachConcurrently(references, OBJECT_COPIES, async ({ key, content_type }, index) => {
      const body = await storage.get(key);
      if (body) await writeFile(join(dir, OBJECTS_DIR, key), body);
      copied[index] = body && { key, contentType: content_type ?? 'application/octet-stream', bytes: body.length };
    });
    const items = copied.flatMap((c) => (c ? [{ key: c.key, contentType: c.contentType }] : []));
    const missing = references.filter((_, index) => !copied[index]).map((r) => r.key);
    const bytes = copied.reduce((sum, c) => sum + (c?.bytes ?? 0), 0);
    const manifest: BackupManifest = {
      format: 1,
      takenAt: takenAt.toISOString(),
      database: { file: DATABASE_FILE, bytes: (await stat(join(dir, DATABASE_FILE))).size, seconds: dumpSeconds },
      objects: { count: items.length, bytes, seconds: (Date.now() - objectsStarted) / 1000, items, missing },
    };
    // Written last: a directory without a manifest is an unfinished backup, never restored.
    await writeFile(join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await orm.close(true);
    await (storage as Partial<{ onApplicationShutdown(): unknown }>).onApplicationShutdown?.();
  }
}
