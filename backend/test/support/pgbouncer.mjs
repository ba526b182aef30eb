/**
 * A PgBouncer of the test run's own, in transaction pooling mode, in front of the machine's
 * PostgreSQL (plain JavaScript: jest's global setup loads it outside its TypeScript transform).
 * The apps the tests start connect through it, so every backend test also shows that the
 * product keeps no session state across transactions (docs/operations.md, "Database: replica
 * and pooler").
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BINARY = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

/**
 * Server connections per database and user. Small on purpose: the product's pool (10 per
 * process) queues behind it, as it would behind a busy production pooler, so a code path
 * that holds one connection while waiting for a second would stall here.
 */
export const TEST_POOL_SIZE = Number(process.env.TEST_POOL_SIZE ?? 4);

/** A port no other server holds, below the ephemeral range (see private-redis.ts). */
async function freePort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * Starts pgbouncer in front of `upstream` ({host, port}); resolves once it answers. `stop()`
 * ends it. It also ends by itself when the test process goes away, however that happens: a
 * shell holds it and kills it when its stdin (our end of a pipe) closes.
 */
export async function startPgBouncer(upstream, { poolSize = TEST_POOL_SIZE, user = 'postgres' } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'crew-pgbouncer-'));
  const port = await freePort();
  const conf = join(dir, 'pgbouncer.ini');
  await writeFile(join(dir, 'userlist.txt'), `"${user}" ""\n`);
  await writeFile(
    conf,
    [
      '[databases]',
      // Any database name, so each test app's cloned database gets its own small pool.
      `* = host=${upstream.host} port=${upstream.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      // The admin console (database "pgbouncer"), where a test reads SHOW POOLS.
      `admin_users = ${user}`,
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 2000',
      // After a failed server login (a database just dropped or not yet cloned), retry within
      // a second rather than the default 15.
      'server_login_retry = 1',
      'query_wait_timeout = 60',
      'log_connections = 0',
      'log_disconnections = 0',
      // pgbouncer refuses to run as root; it switches to this user after reading its files.
      ...(process.getuid?.() === 0 ? ['user = postgres'] : []),
      '',
    ].join('\n'),
  );
  await chmod(dir, 0o755);
  const shell = spawn('sh', ['-c', `"${BINARY}" "${conf}" & pid=$!; cat >/dev/null; kill $pid; wait $pid`], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let output = '';
  shell.stderr.on('data', (d) => (output += d));
  shell.stdin.on('error', () => undefined);
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (shell.exitCode !== null) throw new Error(`pgbouncer exited at start:\n${output}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`pgbouncer did not answer on port ${port}: ${error.message}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  shell.unref();
  shell.stderr.unref?.();
  return {
    port,
    /** The same database through the pooler. */
    urlFor(database) {
      return `postgres://${user}@127.0.0.1:${port}/${database}`;
    },
    async stop() {
      if (shell.exitCode === null) {
        const exited = new Promise((resolve) => shell.once('exit', resolve));
        shell.stdin.end();
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
