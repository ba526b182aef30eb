import { type ChildProcess, execFile as execFileCb, spawn } from 'node:child_process';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, until } from './private-redis.js';

const execFile = promisify(execFileCb);
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
const asPostgres = process.getuid?.() === 0;
const run = (tool: string, args: string[]) =>
  asPostgres ? execFile('runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]) : execFile(join(BIN, tool), args);

/**
 * A PostgreSQL primary and a hot standby streaming from it (PostgreSQL's own replication:
 * initdb, pg_basebackup -R), each on a free port of its own, in a temporary directory: the
 * machine's PostgreSQL is never touched. Tuned for a throwaway test (no fsync).
 */
export class ReplicaCluster {
  private servers: Array<{ dir: string; server: ChildProcess }> = [];
  private constructor(
    private readonly root: string,
    readonly primaryPort: number,
    readonly standbyPort: number,
  ) {}

  static async start(): Promise<ReplicaCluster> {
    const root = await mkdtemp(join(tmpdir(), 'crew-replica-'));
    if (asPostgres) await chown(root, Number((await execFile('id', ['-u', 'postgres'])).stdout), Number((await execFile('id', ['-g', 'postgres'])).stdout));
    const cluster = new ReplicaCluster(root, await freePort(), await freePort());
    try {
      await cluster.startPrimary();
      await cluster.startStandby();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  url(which: 'primary' | 'standby', database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${which === 'primary' ? this.primaryPort : this.standbyPort}/${database}`;
  }

  /** One statement on one server, on a connection of its own. */
  async query<T = Record<string, unknown>>(which: 'primary' | 'standby', sql: string, database = 'postgres'): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(which, database) });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Waits until the standby has replayed everything the primary has written so far. */
  async caughtUp() {
    const [{ lsn }] = await this.query<{ lsn: string }>('primary', 'select pg_current_wal_lsn()::text as lsn');
    await until('the standby replays the primary', async () => {
      const [{ behind }] = await this.query<{ behind: boolean }>('standby', `select pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn as behind`);
      return !behind;
    });
  }

  /** Stops applying the primary's changes (they keep arriving): the standby lags from now on. */
  async pauseReplay() {
    await this.query('standby', 'select pg_wal_replay_pause()');
    await until('replay is paused', async () => (await this.query<{ s: string }>('standby', 'select pg_get_wal_replay_pause_state() as s'))[0].s === 'paused');
  }

  async resumeReplay() {
    await this.query('standby', 'select pg_wal_replay_resume()');
  }

  async stop() {
    for (const { server } of this.servers.reverse()) {
      if (server.exitCode !== null || server.signalCode !== null) continue;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.stdin!.end();
      await exited;
    }
    this.servers = [];
    await rm(this.root, { recursive: true, force: true });
  }

  private async startPrimary() {
    const dir = join(this.root, 'primary');
    await run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync']);
    // initdb's pg_hba.conf with --auth=trust already lets 127.0.0.1 connect for replication.
    await appendFile(
      join(dir, 'postgresql.conf'),
      ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off', 'shared_buffers = 32MB', 'wal_level = replica', 'max_wal_senders = 4', ''].join('\n'),
    );
    await this.startServer(dir, this.primaryPort);
  }

  private async startStandby() {
    const dir = join(this.root, 'standby');
    // -R writes standby.signal and primary_conninfo: a hot standby streaming from the primary.
    await run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(this.primaryPort), '-U', 'postgres', '-D', dir, '-R', '-X', 'stream', '--no-sync']);
    await this.startServer(dir, this.standbyPort);
  }

  /**
   * The postgres server under a shell that stops it (immediate mode: nothing to keep) when
   * its stdin closes: at stop(), or when the test process ends however it ends.
   */
  private async startServer(dir: string, port: number) {
    const user = asPostgres ? 'runuser -u postgres -- ' : '';
    const postgres = `${user}${join(BIN, 'postgres')} -D ${dir} -p ${port} -k ${this.root} -c listen_addresses=127.0.0.1`;
    const stop = `${user}${join(BIN, 'pg_ctl')} stop -D ${dir} -m immediate -s`;
    const server = spawn('sh', ['-c', `${postgres} >/dev/null 2>&1 & pid=$!; cat >/dev/null; ${stop}; wait $pid`], { stdio: ['pipe', 'ignore', 'ignore'] });
    server.stdin!.on('error', () => undefined);
    this.servers.push({ dir, server });
    await until(`PostgreSQL on port ${port} answers`, async () => {
      if (server.exitCode !== null) throw new Error(`PostgreSQL on port ${port} exited at start (${dir})`);
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 1000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => undefined);
      }
    }, 30_000);
  }
}
