import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../platform/config/app-config.js';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { SessionRegistry } from '../session-registry/session-registry.js';

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
 * Ends every session of a user at once (account deletion, suspension, a new password), or
 * every one but the caller's own (`except`: changing one's password, 'Sign out everywhere
 * else'). Sessions are connect-redis values under `{REDIS_PREFIX}:sess:` holding only
 * `passport.user` (the id). The registry knows the sessions it has seen; a scan finds the
 * rest too (sessions started before the registry existed and not used since). The access
 * guard reads the user on each request as well, so a session the scan missed after a
 * deletion still answers 401.
 */
@Injectable()
export class UserSessions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly registry: SessionRegistry,
  ) {}

  /**
   * Ends the person's sessions but `except` (this browser's, when the person stays signed in)
   * and those `spare` answers true for (given the session's stored data and id).
   */
  async endAll(userId: string, options: { except?: string; spare?: (session: Record<string, unknown>, sessionId: string) => boolean } = {}): Promise<number> {
    const keep = options.except ? this.registry.sessionKey(options.except) : null;
    const prefix = `${this.config.REDIS_PREFIX}:sess:`;
    const found = new Set((await this.registry.registered(userId)).map((sid) => this.registry.sessionKey(sid)));
    const spared = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length === 0) continue;
      const values = await this.redis.mget(...keys);
      keys.forEach((key, i) => {
        if (sessionUserId(values[i]) !== userId) return;
        found.add(key);
        if (options.spare?.(JSON.parse(values[i]!) as Record<string, unknown>, key.slice(prefix.length))) spared.add(key);
      });
    } while (cursor !== '0');
    const sids = [...found].filter((key) => key !== keep && !spared.has(key)).map((key) => key.slice(prefix.length));
    const ended = await this.registry.end(userId, sids);
    // When every session ended (an account deleted, suspended), nothing of it stays in the registry either.
    if (!keep && spared.size === 0) await this.registry.forget(userId, 'all');
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
