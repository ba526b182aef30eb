import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertServicesUp, databaseUrl, newRunIds } from './run-services.mjs';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));

/** One database and Redis prefix for this run; test files share them (data is per test user). */
export default async function globalSetup() {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  await assertServicesUp(redisUrl);
  const ids = newRunIds();
  process.env.TEST_DATABASE = ids.database;
  process.env.DATABASE_URL = databaseUrl(ids.database);
  process.env.REDIS_URL = redisUrl;
  process.env.REDIS_PREFIX = ids.redisPrefix;
  // The same migration step the start command runs, against this run's own database.
  execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/migrate.ts'], {
    cwd: backendDir,
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
