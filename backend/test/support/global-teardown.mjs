import { deleteRedisPrefix, dropDatabase } from './run-services.mjs';

export default async function globalTeardown() {
  await globalThis.crewTestPgBouncer?.stop();
  if (process.env.TEST_DATABASE) await dropDatabase(process.env.TEST_DATABASE);
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('crew-test:')) await deleteRedisPrefix(process.env.REDIS_URL, prefix);
}
