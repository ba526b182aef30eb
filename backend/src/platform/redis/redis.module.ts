import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { AppConfig } from '../config/app-config.js';

export const REDIS = Symbol('REDIS');

/**
 * The shared ioredis client (rate limits, health). It fails fast while Redis is down
 * instead of queueing commands, so a request never hangs on an outage.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
}

/** ioredis options from a redis:// URL, for libraries that open their own connections (BullMQ). */
export function redisOptions(url: string): RedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [AppConfig], useFactory: (config: AppConfig) => createRedis(config.REDIS_URL) }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    this.redis.disconnect();
  }
}
