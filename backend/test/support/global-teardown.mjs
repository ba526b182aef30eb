import { Redis } from 'ioredis';
import { dropDatabase } from './run-services.mjs';

export default async function globalTeardown() {
  if (process.env.TEST_DATABASE) await dropDatabase(process.env.TEST_DATABASE);
  const prefix = process.env.REDIS_PREFIX;
  if (!prefix?.startsWith('crew-test:')) return;
  const redis = new Redis(process.env.REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
