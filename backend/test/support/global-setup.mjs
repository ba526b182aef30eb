import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from './entry-points.mjs';
import { startPgBouncer } from './pgbouncer.mjs';
import { adminUrl, assertServicesUp, databaseUrl, newRunIds } from './run-services.mjs';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One database and Redis prefix for this run; test files share them (data is per test user).
 * The apps reach PostgreSQL through a PgBouncer in transaction mode started for the run
 * (pooledDatabaseUrl); migrations and creating/dropping databases go direct, as a
 * deployment's migration job and its operator would.
 */
export default async function globalSetup() {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  await assertServicesUp(redisUrl);
  const ids = newRunIds();
  process.env.TEST_DATABASE = ids.database;
  process.env.REDIS_URL = redisUrl;
  process.env.REDIS_PREFIX = ids.redisPrefix;
  // Direct: this database is the template every test app's database is cloned from, and
  // PostgreSQL refuses to clone a database that has connections (which a pooler keeps open).
  process.env.DATABASE_URL = databaseUrl(ids.database);
  // The same migration step the start command runs, against this run's own database.
  execFileSync(process.execPath, nodeArgs('src/migrate.ts'), {
    cwd: backendDir,
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const postgres = new URL(adminUrl());
  const bouncer = await startPgBouncer({ host: postgres.hostname, port: Number(postgres.port || 5432) });
  // The teardown runs in this process: it stops the pooler through this handle.
  globalThis.crewTestPgBouncer = bouncer;
  process.env.TEST_PGBOUNCER_PORT = String(bouncer.port);
}
