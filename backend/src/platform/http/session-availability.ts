import { ServiceUnavailableException } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionData } from 'express-session';
import { errorBody } from './http-exception.filter.js';

/** The client connect-redis takes (session-redis-client.ts); `isReady` says whether it can answer now. */
type RedisClient = ConstructorParameters<typeof RedisStore>[0]['client'] & { readonly isReady: boolean };
type Callback<T = unknown> = (err?: unknown, data?: T | null) => void;

/** How long a client should wait before trying again while the session store is down. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again shortly';
/** A session read or write that Redis has not answered by then is treated as an outage. */
const STORE_TIMEOUT_MS = 1000;

export class SessionStoreUnavailable extends ServiceUnavailableException {
  constructor() {
    super(UNAVAILABLE_MESSAGE);
  }
}

/** A session's expiry in Redis is renewed at most this often by one process (see touch). */
export const TOUCH_INTERVAL_MS = 60_000;
/** Sessions whose last renewal one process remembers; the oldest is forgotten first. */
const TOUCHES_REMEMBERED = 10_000;

/**
 * connect-redis with a fast failure: a session read during an outage must not wait for the
 * reconnection (seconds) and then fail as a 500. This store refuses at once when the client
 * is not ready, and gives up after STORE_TIMEOUT_MS when Redis accepts the command but does
 * not answer.
 */
export class FailFastRedisStore extends RedisStore {
  /** sid -> when this process last renewed its expiry (insertion order = age). */
  private readonly renewed = new Map<string, number>();

  constructor(
    private readonly redis: RedisClient,
    prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    super({ client: redis, prefix });
  }

  private guard<T>(operation: () => Promise<T>, cb?: Callback<T>): Promise<T | undefined> {
    const fail = (error: unknown) => {
      if (cb) return cb(error) as undefined;
      throw error;
    };
    if (!this.redis.isReady) return Promise.resolve(fail(new SessionStoreUnavailable()));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SessionStoreUnavailable()), STORE_TIMEOUT_MS);
    });
    return Promise.race([operation(), timeout])
      .then((data) => (cb ? (cb(null, data) as undefined) : data))
      .catch((error) => fail(error instanceof SessionStoreUnavailable ? error : new SessionStoreUnavailable()))
      .finally(() => clearTimeout(timer));
  }

  override get(sid: string, cb?: Callback<SessionData | null>) {
    return this.guard<SessionData | null>(() => super.get(sid) as Promise<SessionData | null>, cb) as ReturnType<RedisStore['get']>;
  }

  override set(sid: string, session: SessionData, cb?: Callback) {
    return this.guard(() => super.set(sid, session).then(() => this.remember(sid)), cb) as ReturnType<RedisStore['set']>;
  }

  /**
   * Rolling sessions (30 days) are touched after every request that did not change them: an
   * EXPIRE per request. Renewing a 30-day expiry more than once a minute changes nothing a
   * person could notice, so a touch within TOUCH_INTERVAL_MS of this process's last renewal
   * (or save) of the session is skipped. The cookie is still renewed on every answer.
   */
  override touch(sid: string, session: SessionData, cb?: Callback) {
    const last = this.renewed.get(sid);
    if (last !== undefined && this.now() - last < TOUCH_INTERVAL_MS) {
      if (cb) return cb(null) as unknown as ReturnType<RedisStore['touch']>;
      return Promise.resolve() as ReturnType<RedisStore['touch']>;
    }
    return this.guard(() => super.touch(sid, session).then(() => this.remember(sid)), cb) as ReturnType<RedisStore['touch']>;
  }

  override destroy(sid: string, cb?: Callback) {
    this.renewed.delete(sid);
    return this.guard(() => super.destroy(sid), cb) as ReturnType<RedisStore['destroy']>;
  }

  private remember(sid: string) {
    this.renewed.delete(sid);
    this.renewed.set(sid, this.now());
    if (this.renewed.size > TOUCHES_REMEMBERED) this.renewed.delete(this.renewed.keys().next().value!);
  }
}

/**
 * True for the errors the Redis clients raise when Redis cannot be reached (ioredis fails fast
 * with enableOfflineQueue off; node-redis when closed), e.g. a rate-limit counter during an
 * outage: a 503 to retry, not a 500 that looks like our bug.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.name === 'ClientClosedError' ||
    /Stream isn't writeable|Connection is closed|The client is closed|connect ECONNREFUSED/.test(error.message)
  );
}

const unavailable = new WeakSet<Request>();

/** True when this request skipped its session because the store was down (its 401 is then really a 503). */
export function sessionWasUnavailable(req: Request): boolean {
  return unavailable.has(req);
}

export function sendUnavailable(res: Response) {
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(503).json(errorBody(503, UNAVAILABLE_MESSAGE));
}

/**
 * Runs the session middlewares only when they can work. While the store is down, a request
 * carrying a session cookie goes on without a session: public pages (the SPA, a shared
 * profile) keep working, and a route that needs the session answers 503 with Retry-After
 * (see HttpExceptionFilter) instead of 401 or 500. A request without a cookie needs no store
 * read; if it tries to sign in, the store's write fails fast with the same 503.
 */
export function sessionsWhenAvailable(redis: { readonly isReady: boolean }, cookieName: string, ...middlewares: RequestHandler[]): RequestHandler[] {
  const hasCookie = (req: Request) => (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${cookieName}=`));
  const skipWhenDown = (middleware: RequestHandler): RequestHandler => (req, res, next) =>
    unavailable.has(req) ? next() : middleware(req, res, next);
  return [
    (req: Request, _res: Response, next: NextFunction) => {
      if (!redis.isReady && hasCookie(req)) unavailable.add(req);
      next();
    },
    ...middlewares.map(skipWhenDown),
    // A store that was ready but failed on this request's read.
    (error: unknown, _req: Request, res: Response, next: NextFunction) => (error instanceof SessionStoreUnavailable ? sendUnavailable(res) : next(error)),
  ] as RequestHandler[];
}
