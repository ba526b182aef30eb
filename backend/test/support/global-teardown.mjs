import { deleteRedisPrefix, dropDatabase } from './run-services.mjs';

export default async function globalTeardown() {
  try {
    if (process.env.TEST_DATABASE) await dropDatabase(process.env.TEST_DATABASE);
    const prefix = process.env.REDIS_PREFIX;
    if (prefix?.startsWith('crew-test:')) await deleteRedisPrefix(process.env.REDIS_URL, prefix);
  } finally {
    // Last, so that nothing about the pooler can keep the run's data behind; it also ends by
    // itself when this process does (see pgbouncer.mjs).
    await globalThis.crewTestPgBouncer?.stop();
  }
}
