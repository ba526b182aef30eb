import type { Redis } from 'ioredis';

/**
 * connect-redis speaks to a node-redis client; this gives it the few calls it makes (get, set
 * with a TTL, expire, del, mGet, scanIterator) on an ioredis client instead. Sessions thereby
 * reach Redis the way every other part of the product does (redis-connections.ts): the same
 * Sentinel failover, the same fail-fast refusal while Redis is unreachable.
 */
export class SessionRedisClient {
  constructor(private readonly redis: Redis) {}

  /** What the session middlewares check before touching the store (session-availability.ts). */
  get isReady(): boolean {
    return this.redis.status === 'ready';
  }

  get(key: string) {
    return this.redis.get(key);
  }

  set(key: string, value: string, options?: { expiration?: { type: 'EX'; value: number } }) {
    return options?.expiration ? this.redis.set(key, value, 'EX', options.expiration.value) : this.redis.set(key, value);
  }

  expire(key: string, seconds: number) {
    return this.redis.expire(key, seconds);
  }

  del(keys: string[]) {
    return keys.length ? this.redis.del(...keys) : Promise.resolve(0);
  }

  mGet(keys: string[]) {
    return this.redis.mget(keys);
  }

  async *scanIterator({ MATCH, COUNT }: { MATCH: string; COUNT: number }): AsyncGenerator<string[]> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', MATCH, 'COUNT', COUNT);
      cursor = next;
      if (keys.length) yield keys;
    } while (cursor !== '0');
  }
}
