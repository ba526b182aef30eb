import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { createRedis } from './redis-connections.js';

export const REDIS = Symbol('REDIS');

function sharedRedis(config: AppConfig): Redis {
  const redis = createRedis(config, { connectionName: 'shared' });
  // It reconnects by itself; meanwhile callers get fast errors (503s) and /api/health says
  // 'redis: down'. Without a listener ioredis would print every failed attempt.
  redis.on('error', () => undefined);
  return redis;
}

/** The shared fail-fast ioredis client: sessions, rate limits, the session registry, health. */
@Global()
@Module({
  providers: [{ provide: REDIS, inject: [AppConfig], useFactory: sharedRedis }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    this.redis.disconnect();
  }
}
