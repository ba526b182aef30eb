import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

export interface RateLimit {
  /** What is limited, e.g. 'login:ip'. */
  bucket: string;
  max: number;
  windowSeconds: number;
  /** The 429's message, when 'Too many attempts ...' does not fit (an API client's quota). */
  message?: string;
}

/** A 429 that says when to come back: the error filter sends its Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Fixed-window counters in Redis, shared by every API instance. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private keyOf(check: RateLimit & { key: string }): string {
    return `${this.config.REDIS_PREFIX}:rl:${check.bucket}:${check.key.toLowerCase()}`;
  }

  /** Counts one attempt for each key; throws 429 once any of them is over its limit. */
  async hit(...checks: Array<RateLimit & { key: string }>): Promise<void> {
    if (!this.config.RATE_LIMITS_ENABLED) return;
    for (const check of checks) {
      const key = this.keyOf(check);
      const [[, count], [, ttl]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await this.redis.expire(key, check.windowSeconds);
      if (count > check.max) {
        const seconds = ttl > 0 ? ttl : check.windowSeconds;
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        throw new TooManyRequestsException(check.message ?? `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, seconds);
      }
    }
  }

  /** Forgets the attempts counted for a key (its owner proved who they are another way). */
  async clear(check: RateLimit & { key: string }): Promise<void> {
    await this.redis.del(this.keyOf(check));
  }
}
