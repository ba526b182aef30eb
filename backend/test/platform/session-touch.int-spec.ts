import { randomBytes } from 'node:crypto';
import type { SessionData } from 'express-session';
import { Redis } from 'ioredis';
import { FailFastRedisStore, TOUCH_INTERVAL_MS } from '../../src/platform/http/session-availability.js';
import { SessionRedisClient } from '../../src/platform/http/session-redis-client.js';

const DAY_SECONDS = 86_400;

/**
 * Rolling sessions are renewed after every request; the store renews a session's expiry in
 * Redis at most once a minute per process (session-availability.ts), on the real Redis.
 */
describe('renewing a session in the store', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `${process.env.REDIS_PREFIX ?? 'crew-test'}:touch-${randomBytes(4).toString('hex')}:`;
  let now = Date.parse('2026-11-25T10:00:00Z');
  const store = new FailFastRedisStore(new SessionRedisClient(redis), prefix, () => now);
  const session = (days: number) => ({ cookie: { originalMaxAge: days * DAY_SECONDS * 1000, expires: new Date(Date.now() + days * DAY_SECONDS * 1000) } }) as unknown as SessionData;
  const ttl = (sid: string) => redis.ttl(prefix + sid);

  beforeAll(async () => {
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('skips a touch within the interval of the last save or renewal, and renews after it', async () => {
    await store.set('a', session(30));
    expect(await ttl('a')).toBeGreaterThan(29 * DAY_SECONDS);

    // A request a few seconds later: the 30 days are not renewed again (the key keeps the TTL we gave it).
    await redis.expire(`${prefix}a`, 1000);
    now += 5_000;
    await store.touch('a', session(30));
    expect(await ttl('a')).toBeLessThanOrEqual(1000);

    // Past the interval, the next request renews it.
    now += TOUCH_INTERVAL_MS;
    await store.touch('a', session(30));
    expect(await ttl('a')).toBeGreaterThan(29 * DAY_SECONDS);
  });

  it('renews a session this process has not seen, and forgets a destroyed one', async () => {
    await redis.set(`${prefix}b`, JSON.stringify(session(30)), 'EX', 1000);
    await store.touch('b', session(30));
    expect(await ttl('b')).toBeGreaterThan(29 * DAY_SECONDS);

    await store.destroy('b');
    expect(await redis.exists(`${prefix}b`)).toBe(0);
    // Saved again under the same id (as a sign-in would), then touched: renewed from the save, not skipped by the old entry.
    await redis.set(`${prefix}b`, JSON.stringify(session(30)), 'EX', 1000);
    await store.touch('b', session(30));
    expect(await ttl('b')).toBeGreaterThan(29 * DAY_SECONDS);
  });

  it('answers through a callback when given one, as express-session calls it', async () => {
    await store.set('c', session(30));
    await expect(new Promise((resolve, reject) => store.touch('c', session(30), (error) => (error ? reject(error) : resolve('done'))))).resolves.toBe('done');
  });
});
