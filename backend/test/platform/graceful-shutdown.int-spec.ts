import { randomBytes } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort, PrivateRedis, until } from '../support/private-redis.js';
import { type ProductProcess, ProductProcesses } from '../support/product-processes.js';
import { cloneDatabase, databaseUrl, dropDatabase } from '../support/run-services.mjs';

const GRACE_SECONDS = 6;
/** What the API keeps answering with /ready false before closing its port (noticeMs in graceful-shutdown.ts). */
const NOTICE_MS = (GRACE_SECONDS * 1000) / 5;

/**
 * SIGTERM as an orchestrator sends it (docs/operations.md, "Restarts and drains"), to real
 * processes from the real entry points. The Redis here is the test's own, so it can be
 * killed; the database is a copy, so no other test's outbox rows are relayed to it.
 */
describe('stopping a process with SIGTERM', () => {
  const processes = new ProductProcesses();
  const suffix = randomBytes(4).toString('hex');
  const database = `${process.env.TEST_DATABASE}_${suffix}`;
  let redis: PrivateRedis;
  let postgres: CuttableLink;
  let env: Record<string, string>;

  beforeAll(async () => {
    redis = await PrivateRedis.create();
    await redis.start();
    await cloneDatabase(process.env.TEST_DATABASE!, database);
    // The machine's PostgreSQL must keep running: the processes reach it through a link this test can cut.
    const target = new URL(databaseUrl(database));
    postgres = await CuttableLink.open(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${postgres.port}`;
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: target.toString(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:stop-${suffix}`,
      SESSION_SECRET: 'one-secret-shared-by-every-api-process-of-this-test',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      LOG_LEVEL: 'info',
    };
  }, 30_000);

  afterAll(async () => {
    await processes.killAll();
    redis?.kill();
    postgres?.cut();
    await dropDatabase(database);
  });

  async function startApi(name: string): Promise<{ api: ProductProcess; url: string }> {
    const port = await freePort();
    const api = processes.start(name, 'src/main.ts', { ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` });
    const url = `http://127.0.0.1:${port}`;
    await until(`${name} is ready`, async () => {
      if (api.child.exitCode !== null) throw new Error(`${name} exited:\n${api.output.join('')}`);
      return fetch(`${url}/api/health/ready`).then((r) => r.ok, () => false);
    }, 90_000);
    return { api, url };
  }

  async function startWorker(name: string): Promise<ProductProcess> {
    const worker = processes.start(name, 'src/worker.ts', env);
    await until(`${name} has started`, () => {
      if (worker.child.exitCode !== null) throw new Error(`${name} exited:\n${worker.output.join('')}`);
      return worker.output.join('').includes('on SIGTERM stops within');
    }, 90_000);
    return worker;
  }

  it('an API turns unready at once, answers a request in flight, closes kept-alive connections politely, then exits 0', async () => {
    const { api, url } = await startApi('API');
    const port = Number(new URL(url).port);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string; socket: unknown }>((resolve, reject) => {
        const req = httpRequest(`${url}${path}`, { agent }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body, socket: req.socket }));
        });
        req.on('error', reject);
        req.end();
      });

    const before = await get('/api/health/live');
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });

    // A sign-in whose body is still arriving when the signal comes.
    const slow = connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' });
    slow.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    let slowAnswer = '';
    slow.on('data', (d) => (slowAnswer += d));
    const slowClosed = new Promise((resolve) => slow.once('close', resolve));

    const stopped = processes.terminate(api);
    await until('the API is draining', async () => (await get('/api/health/ready')).status === 503, 2000);
    const ready = await get('/api/health/ready');
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    // Still answering during the notice, on the same kept-alive connection, but asking the client to go elsewhere next time.
    expect(ready.connection).toBe('close');
    const live = await get('/api/health/live');
    expect(live).toMatchObject({ status: 200, connection: 'close' });

    // After the notice the port refuses new connections, while the sign-in under way is still answered.
    await new Promise((resolve) => setTimeout(resolve, NOTICE_MS + 300));
    await expect(fetch(`${url}/api/health/live`)).rejects.toThrow();
    // write, not end: a client half-closing its side is an aborted request for Node.
    slow.write(body.slice(10));
    await slowClosed;
    expect(slowAnswer).toMatch(/^HTTP\/1.1 401 /);
    expect(slowAnswer.toLowerCase()).toContain('connection: close');

    // 0, not the 1 of a forced exit: everything was answered and closed within the grace period.
    const { code } = await stopped;
    expect(code).toBe(0);
    expect(api.output.join('')).toContain('Stopped cleanly');
    agent.destroy();
  }, 150_000);

  it('a worker and an API whose Redis and PostgreSQL have gone away still exit within the grace period', async () => {
    const [worker, { api }] = await Promise.all([startWorker('worker'), startApi('API without Redis')]);
    await redis.stop();
    postgres.cut();
    const [workerStop, apiStop] = await Promise.all([processes.terminate(worker), processes.terminate(api)]);
    // Before: the worker waited forever closing its queues.
    expect(workerStop.ms).toBeLessThan(GRACE_SECONDS * 1000 + 1500);
    expect(worker.output.join('')).toContain('exiting anyway');
    expect(apiStop.ms).toBeLessThan(GRACE_SECONDS * 1000 + 1500);
  }, 150_000);
});

/**
 * A TCP link to a server that the test can cut: open connections are reset and new ones
 * refused, as when a database host goes away, without touching the server itself.
 */
class CuttableLink {
  private readonly sockets = new Set<Socket>();
  private constructor(private readonly server: Server) {}

  static async open(host: string, port: number): Promise<CuttableLink> {
    const server = createServer();
    const link = new CuttableLink(server);
    server.on('connection', (client) => {
      const upstream = connect(port, host);
      for (const socket of [client, upstream]) {
        link.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => link.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return link;
  }

  get port(): number {
    return (this.server.address() as { port: number }).port;
  }

  cut() {
    this.server.close();
    for (const socket of this.sockets) socket.destroy();
  }
}
