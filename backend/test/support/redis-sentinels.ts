import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort, until } from './private-redis.js';

const REDIS_SERVER = '/usr/bin/redis-server';
export const SENTINEL_NAME = 'crew';

/**
 * A Redis primary, its replica and three Sentinels watching them, all on ports of the test's
 * own (the machine's Redis is never touched). The Sentinels declare the primary down after
 * one second, so a failover takes a few seconds instead of the default half minute.
 */
export class RedisSentinels {
  private readonly servers = new Map<number, ChildProcess>();
  private dir = '';

  private constructor(
    readonly primaryPort: number,
    readonly replicaPort: number,
    readonly sentinelPorts: number[],
  ) {}

  static async start(): Promise<RedisSentinels> {
    const ports: number[] = [];
    while (ports.length < 5) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const cluster = new RedisSentinels(ports[0], ports[1], ports.slice(2));
    try {
      await cluster.launch();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  /** REDIS_SENTINELS as the product reads it. */
  get sentinels(): string {
    return this.sentinelPorts.map((port) => `127.0.0.1:${port}`).join(',');
  }

  private async launch() {
    this.dir = await mkdtemp(join(tmpdir(), 'crew-sentinels-'));
    const server = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir];
    this.spawn(this.primaryPort, [...server, '--port', String(this.primaryPort)]);
    this.spawn(this.replicaPort, [...server, '--port', String(this.replicaPort), '--replicaof', '127.0.0.1', String(this.primaryPort)]);
    await until('the replica is in sync with the primary', async () => (await this.info(this.replicaPort, 'replication')).includes('master_link_status:up'));
    for (const port of this.sentinelPorts) {
      // A Sentinel rewrites its configuration file as it learns: each needs a file of its own.
      const file = join(this.dir, `sentinel-${port}.conf`);
      await writeFile(
        file,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${this.dir}`,
          `sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${this.primaryPort} 2`,
          `sentinel down-after-milliseconds ${SENTINEL_NAME} 1000`,
          `sentinel failover-timeout ${SENTINEL_NAME} 5000`,
          `sentinel parallel-syncs ${SENTINEL_NAME} 1`,
          '',
        ].join('\n'),
      );
      this.spawn(port, [file, '--sentinel']);
    }
    // A failover needs two Sentinels to agree, so each must have found the others (through the
    // primary's hello channel, every 2 s) and the replica before the primary may go.
    await until(
      'every Sentinel knows the replica and the two other Sentinels',
      async () => {
        const views = await Promise.all(this.sentinelPorts.map((port) => this.sentinelView(port)));
        return views.every((view) => view['num-other-sentinels'] === '2' && view['num-slaves'] === '1');
      },
      20_000,
    );
  }

  private spawn(port: number, args: string[]) {
    const child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    this.servers.set(port, child);
  }

  /** Kills the current primary without a chance to save or say goodbye, as a crashed machine. */
  async killPrimary() {
    const child = this.servers.get(this.primaryPort)!;
    this.servers.delete(this.primaryPort);
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }

  /** The port the Sentinels currently give as the primary's. */
  async currentPrimaryPort(sentinelPort = this.sentinelPorts[0]): Promise<number> {
    const client = this.client(sentinelPort);
    try {
      const [, port] = (await client.call('SENTINEL', 'get-master-addr-by-name', SENTINEL_NAME)) as [string, string];
      return Number(port);
    } finally {
      client.disconnect();
    }
  }

  /** Every server and Sentinel stopped, their files removed; safe to call whatever happened. */
  async stop() {
    await Promise.all(
      [...this.servers.values()].map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      }),
    );
    this.servers.clear();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }

  private client(port: number) {
    const client = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    client.on('error', () => undefined);
    return client;
  }

  private async info(port: number, section: string): Promise<string> {
    const client = this.client(port);
    try {
      await client.connect();
      return await client.info(section);
    } catch {
      return '';
    } finally {
      client.disconnect();
    }
  }

  private async sentinelView(port: number): Promise<Record<string, string>> {
    const client = this.client(port);
    try {
      await client.connect();
      const flat = (await client.call('SENTINEL', 'master', SENTINEL_NAME)) as string[];
      const view: Record<string, string> = {};
      for (let i = 0; i < flat.length; i += 2) view[flat[i]] = flat[i + 1];
      return view;
    } catch {
      return {};
    } finally {
      client.disconnect();
    }
  }
}
