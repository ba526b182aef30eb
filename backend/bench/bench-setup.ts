import { loadConfig } from '../src/platform/config/app-config.js';
import { assertServicesUp, databaseUrl, newRunIds } from '../test/support/run-services.mjs';

/** The p-th percentile of ascending samples (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * A benchmark's own database name, Redis prefix and configuration (no mail, no rate limits,
 * silent logs), after checking that PostgreSQL and Redis answer.
 */
export async function benchEnvironment() {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  await assertServicesUp(redisUrl);
  const ids = newRunIds();
  const database = ids.database.replace('crew_test_', 'crew_bench_');
  const redisPrefix = ids.redisPrefix.replace('crew-test:', 'crew-bench:');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: '',
    LOG_LEVEL: 'silent',
    RATE_LIMITS_ENABLED: 'false',
  });
  return { database, redisPrefix, redisUrl, config };
}
