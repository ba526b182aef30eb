import { Redis, type RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';

/** What decides where Redis is: one server, or the primary a set of Sentinels names. */
export type RedisLocation = Pick<AppConfig, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME'>;

/**
 * The one description of how this product reaches Redis, used by every connection it opens
 * (sessions, rate limits, health, BullMQ's queues and workers, the outbox relay).
 *
 * Without REDIS_SENTINELS: the server REDIS_URL names. With them: ioredis asks the Sentinels
 * for REDIS_SENTINEL_NAME's current primary at every (re)connection, so after a failover each
 * client lands on the promoted replica by itself. REDIS_URL still gives the password, the
 * database number and TLS (rediss://) for the primary; its host and port are then unused.
 */
export function redisConnectionOptions(location: RedisLocation): RedisOptions {
  const url = new URL(location.REDIS_URL);
  const server: RedisOptions = {
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
  if (location.REDIS_SENTINELS.length === 0) return { ...server, host: url.hostname, port: Number(url.port || 6379) };
  return {
    ...server,
    sentinels: location.REDIS_SENTINELS.map(sentinelAddress),
    name: location.REDIS_SENTINEL_NAME,
    role: 'master',
    // While a failover runs, the Sentinels still name the dead primary until they agree on a
    // new one (a few seconds): ask again quickly rather than after ioredis' growing 2 s pauses,
    // which would add their length to every user's outage.
    retryStrategy: (attempt) => Math.min(attempt * 100, 500),
    sentinelRetryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    // A connection to a primary that was not killed but demoted (a healed network split, an old
    // primary back as a replica) answers writes with READONLY: drop it and ask the Sentinels again.
    // (ioredis' failoverDetector would notice sooner, but keeps three Sentinel connections per
    // client and left some open after the client had quit.)
    reconnectOnError: (error) => error.message.startsWith('READONLY'),
  };
}

function sentinelAddress(hostPort: string) {
  const colon = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, colon), port: Number(hostPort.slice(colon + 1)) };
}

/**
 * A client that fails fast while Redis is unreachable (a failover included) instead of queueing
 * commands, so a request never hangs on an outage: its caller answers 503 (see
 * session-availability.ts) or, for the outbox relay, leaves the job in the outbox for later.
 */
export function createRedis(location: RedisLocation, overrides: RedisOptions = {}): Redis {
  return new Redis({ ...redisConnectionOptions(location), enableOfflineQueue: false, maxRetriesPerRequest: 1, ...overrides });
}

/** Options for BullMQ's own connections: its workers block on Redis and require unlimited retries. */
export function bullConnectionOptions(location: RedisLocation): RedisOptions {
  return { ...redisConnectionOptions(location), maxRetriesPerRequest: null };
}

/** Resolves once the client can answer (e.g. before the API accepts its first session). */
export function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}
