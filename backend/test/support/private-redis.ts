import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/**
 * A redis-server of the test's own on a free port, for outage tests: stopping it never
 * touches the machine's shared Redis.
 */
export class PrivateRedis {
  private server: ChildProcess | undefined;
  constructor(readonly port: number) {}

  static async create(): Promise<PrivateRedis> {
    return new PrivateRedis(await freePort());
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.server !== undefined;
  }

  async start() {
    this.server = spawn('/usr/bin/redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until('the private Redis answers', () => answers(this.port));
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.kill('SIGKILL');
    if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
    await until('the private Redis is down', async () => !(await answers(this.port)));
  }

  /** For afterAll: never leave the server running, whatever happened. */
  kill() {
    this.server?.kill('SIGKILL');
    this.server = undefined;
  }
}

/** Can a server listen on the port right now (on the loopback address)? */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A free port for a server a test starts later (a private Redis, an API process). Chosen
 * below the kernel's ephemeral range (32768 and up): a port from `listen(0)` could be handed
 * to any other `listen(0)` in the run (supertest opens one per request) in the seconds before
 * our server binds it, and then a test talks to someone else's server.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}

async function answers(port: number): Promise<boolean> {
  const client = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
