/**
 * Services for a test run (plain JavaScript: jest loads global setup and teardown outside
 * its TypeScript transform).
 */
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database name and Redis prefix for one test run, so runs never see each other's data. */
export function newRunIds() {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return { database: `crew_test_${id}`, redisPrefix: `crew-test:${id}` };
}

export const adminUrl = () => ADMIN_URL;

/** A database on the machine's PostgreSQL, connected to directly (creating, dropping, inspecting). */
export function databaseUrl(database) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The same database as the product reaches it in the tests: through the run's PgBouncer
 * (global-setup.mjs) when one is running, else directly.
 */
export function pooledDatabaseUrl(database) {
  const port = process.env.TEST_PGBOUNCER_PORT;
  if (!port) return databaseUrl(database);
  const url = new URL(databaseUrl(database));
  url.hostname = '127.0.0.1';
  url.port = port;
  return url.toString();
}

/** A copy of the run's migrated database, so each test app has its own data and outbox. */
export async function cloneDatabase(template, database) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`create database "${database}" template "${template}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(database) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists "${database}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Deletes a run's Redis keys (`prefix:*`), so runs leave nothing in the machine's Redis. */
export async function deleteRedisPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Fails loudly (never skips) when a service the tests need is not running. */
export async function assertServicesUp(redisUrl) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL}: ${error.message}. Start it before running the tests.`);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${redisUrl}: ${error.message}. Start it before running the tests.`);
  } finally {
    redis.disconnect();
  }
}
