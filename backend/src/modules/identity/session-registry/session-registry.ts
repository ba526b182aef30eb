import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { requestOrigin } from '../contracts/auth.js';

/** Last seen is written at most this often per session and API process (a Redis round trip, not one per request). */
export const LAST_SEEN_EVERY_MS = 60_000;
/** As long as a session can live (bootstrap.ts: 30 days, rolling); the session's own key decides whether it still does. */
const INFO_TTL_MS = 30 * 86_400_000;
/** The in-process memory of when each session was last written; cleared when it grows past this. */
const REMEMBERED_SESSIONS = 20_000;

/** What the registry keeps about one signed-in session, beside the session itself. */
export interface SessionInfo {
  /** The session id (the key of the express-session value): never leaves the server. */
  sid: string;
  /** What the API shows instead: not the id, from which nobody can get back to it. */
  publicId: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  ip: string | null;
}

export const publicSessionId = (sid: string) => createHash('sha256').update(`session:${sid}`).digest('base64url').slice(0, 22);

/**
 * Writes the session's info only while the session itself exists, so a request still running
 * when its session was ended elsewhere cannot bring the info back. The browser and the time it
 * began are kept from the first write (sign-in); last seen and the address follow the session.
 * KEYS: session, info, the user's set. ARGV: sid, userId, now (ms), user agent, ip, ttl (ms), 'new' at sign-in.
 */
const TOUCH = `
if redis.call('exists', KEYS[1]) == 0 then return 0 end
if ARGV[7] == 'new' then redis.call('del', KEYS[2]) end
redis.call('hsetnx', KEYS[2], 'createdAt', ARGV[3])
redis.call('hsetnx', KEYS[2], 'userAgent', ARGV[4])
redis.call('hset', KEYS[2], 'userId', ARGV[2], 'lastSeenAt', ARGV[3], 'ip', ARGV[5])
redis.call('pexpire', KEYS[2], ARGV[6])
redis.call('sadd', KEYS[3], ARGV[1])
redis.call('pexpire', KEYS[3], ARGV[6])
return 1
`;

/**
 * The signed-in sessions of each person, for 'Your sessions' in Profile settings. Sessions
 * themselves are connect-redis values (`{REDIS_PREFIX}:sess:{sid}`, shared by every API
 * process); beside each this keeps a small hash of what a person recognises it by (browser,
 * address, first and last seen) and, per user, the set of their session ids. Ending a
 * session deletes its key in Redis, so every API process refuses it from the next request on.
 */
@Injectable()
export class SessionRegistry {
  private readonly lastWritten = new Map<string, number>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  sessionKey(sid: string) {
    return `${this.config.REDIS_PREFIX}:sess:${sid}`;
  }

  private infoKey(sid: string) {
    return `${this.config.REDIS_PREFIX}:sess-info:${sid}`;
  }

  private userKey(userId: string) {
    return `${this.config.REDIS_PREFIX}:user-sessions:${userId}`;
  }

  /** Right after sign-in (the session is saved by then): records the session as new. */
  async signedIn(req: Request, userId: string): Promise<void> {
    await this.write(req, userId, true);
  }

  /**
   * On a signed-in request: notes that the session was seen, at most once a minute per
   * session and process. Sessions from before the registry existed are added on their first
   * request. Never fails the request: the list only shows a session a little later.
   */
  async seen(req: Request): Promise<void> {
    const userId = (req.user as { id?: string } | undefined)?.id;
    const sid = req.sessionID;
    if (!userId || !sid) return;
    const last = this.lastWritten.get(sid);
    if (last !== undefined && this.clock.now().getTime() - last < LAST_SEEN_EVERY_MS) return;
    await this.write(req, userId, false).catch(() => undefined);
  }

  private async write(req: Request, userId: string, isNew: boolean): Promise<void> {
    const sid = req.sessionID;
    const { ip, userAgent } = requestOrigin(req);
    const now = this.clock.now().getTime();
    if (this.lastWritten.size >= REMEMBERED_SESSIONS) this.lastWritten.clear();
    this.lastWritten.set(sid, now);
    await this.redis.eval(
      TOUCH, 3, this.sessionKey(sid), this.infoKey(sid), this.userKey(userId),
      sid, userId, String(now), userAgent, ip, String(INFO_TTL_MS), isNew ? 'new' : '',
    );
  }

  /** The person's live sessions, most recently seen first. Ended or expired ones are dropped from the registry as they are found. */
  async list(userId: string): Promise<SessionInfo[]> {
    const sids = await this.redis.smembers(this.userKey(userId));
    if (sids.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const sid of sids) pipeline.exists(this.sessionKey(sid)).hgetall(this.infoKey(sid));
    const replies = (await pipeline.exec()) ?? [];
    const live: SessionInfo[] = [];
    const gone: string[] = [];
    sids.forEach((sid, i) => {
      const exists = replies[2 * i]?.[1] === 1;
      const info = (replies[2 * i + 1]?.[1] ?? {}) as Record<string, string>;
      if (!exists || info.userId !== userId) return void gone.push(sid);
      live.push({
        sid,
        publicId: publicSessionId(sid),
        userId,
        createdAt: new Date(Number(info.createdAt)),
        lastSeenAt: new Date(Number(info.lastSeenAt)),
        userAgent: info.userAgent ?? '',
        ip: info.ip || null,
      });
    });
    if (gone.length > 0) await this.forget(userId, gone);
    return live.sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  }

  /** The session ids the registry holds for the person (live or not). */
  registered(userId: string): Promise<string[]> {
    return this.redis.smembers(this.userKey(userId));
  }

  /** Ends sessions of the person at once, for every API process; answers how many were live. */
  async end(userId: string, sids: readonly string[]): Promise<number> {
    if (sids.length === 0) return 0;
    const ended = await this.redis.del(...sids.map((sid) => this.sessionKey(sid)));
    await this.forget(userId, sids);
    return ended;
  }

  /** Drops what the registry keeps about sessions that have ended (or all of the person's, once the account is gone). */
  async forget(userId: string, sids: readonly string[] | 'all'): Promise<void> {
    if (sids === 'all') {
      const all = await this.registered(userId);
      if (all.length > 0) await this.redis.del(...all.map((sid) => this.infoKey(sid)));
      await this.redis.del(this.userKey(userId));
      return;
    }
    if (sids.length === 0) return;
    await this.redis.multi().del(...sids.map((sid) => this.infoKey(sid))).srem(this.userKey(userId), ...sids).exec();
    for (const sid of sids) this.lastWritten.delete(sid);
  }
}
