import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../platform/config/app-config.js';
import { REDIS } from '../../../platform/redis/redis.module.js';

/** Starts a session for the user under a new session id (passport regenerates it on login). */
export function startSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => req.logIn({ id: userId }, (error) => (error ? reject(error) : resolve())));
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve) => {
    req.logOut({ keepSessionInfo: false }, () => {
      if (!req.session) return resolve();
      req.session.destroy(() => resolve());
    });
  });
}

/**
 * Ends every session of a user at once (account deletion, suspension). Sessions are
 * connect-redis values under `{REDIS_PREFIX}:sess:` holding only `passport.user` (the id); they are found by a scan, so
 * sessions started before this existed are found too. The access guard reads the user on each
 * request as well, so a session the scan missed still answers 401.
 */
@Injectable()
export class UserSessions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** `spare` keeps the sessions it answers true for (given the session's stored data and id). */
  async endAll(userId: string, spare?: (session: Record<string, unknown>, sessionId: string) => boolean): Promise<number> {
    const pattern = `${this.config.REDIS_PREFIX}:sess:*`;
    let cursor = '0';
    let ended = 0;
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length === 0) continue;
      const values = await this.redis.mget(...keys);
      const prefix = `${this.config.REDIS_PREFIX}:sess:`;
      const mine = keys.filter((key, i) => sessionUserId(values[i]) === userId && !(spare && spare(JSON.parse(values[i]!) as Record<string, unknown>, key.slice(prefix.length))));
      if (mine.length) ended += await this.redis.del(...mine);
    } while (cursor !== '0');
    return ended;
  }
}

function sessionUserId(value: string | null): string | null {
  if (!value) return null;
  try {
    // The serializer stores the bare id (session.serializer.ts); older sessions may hold { id }.
    const user = (JSON.parse(value) as { passport?: { user?: string | { id?: string } } }).passport?.user;
    return typeof user === 'string' ? user : (user?.id ?? null);
  } catch {
    return null;
  }
}
