import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Upstream {
  origin: string;
  ready: boolean;
}

const POLL_MS = 100;
const MAX_ATTEMPTS = 20;

/**
 * A small load balancer in front of several API processes, behaving as a real one does
 * (an nginx upstream with health checks, a cloud load balancer, a Kubernetes Service):
 * it polls each upstream's GET /api/health/ready and sends nothing to one that is not
 * ready, keeps connections to upstreams alive, and sends a request whose connection was
 * refused to another upstream. It never retries a request an upstream received: an API
 * that drops a request in flight shows as a 502 here.
 */
export class LoadBalancer {
  private server: Server | undefined;
  private readonly upstreams: Upstream[];
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 32 });
  private poller: NodeJS.Timeout | undefined;
  private next = 0;
  /** Requests sent to another upstream after a refused connection. */
  retried = 0;

  constructor(origins: string[]) {
    this.upstreams = origins.map((origin) => ({ origin, ready: false }));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.forward(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const poll = async () => {
      await Promise.all(this.upstreams.map(async (u) => (u.ready = await isReady(u.origin))));
      this.poller = setTimeout(poll, POLL_MS);
    };
    await poll();
    return this;
  }

  async stop() {
    clearTimeout(this.poller);
    this.agent.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }

  private async forward(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const upstream = this.pick();
      if (!upstream) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        continue;
      }
      const outcome = await this.send(upstream.origin, req, body, res);
      if (outcome === 'answered') return;
      if (outcome !== 'not delivered') {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${upstream.origin} failed: ${outcome}`);
        return;
      }
      // Refused: the process is gone or not listening yet. Take it out until its /ready says otherwise.
      upstream.ready = false;
      this.retried++;
    }
    res.writeHead(503, { 'content-type': 'text/plain' }).end('no upstream ready');
  }

  private pick(): Upstream | undefined {
    const ready = this.upstreams.filter((u) => u.ready);
    return ready.length ? ready[this.next++ % ready.length] : undefined;
  }

  private send(origin: string, req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<'answered' | 'not delivered' | string> {
    return new Promise((resolve) => {
      const out = request(`${origin}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(origin).host }, agent: this.agent }, (answer) => {
        const headers = { ...answer.headers };
        // Connection handling is per hop: the upstream's Connection: close concerns this balancer's socket, not the client's.
        delete headers.connection;
        delete headers['keep-alive'];
        res.writeHead(answer.statusCode!, headers);
        answer.pipe(res);
        answer.on('end', () => resolve('answered'));
        answer.on('error', (error) => resolve(`answer broken: ${error.message}`));
      });
      // Only a refused connection proves the request reached no process; a reset on a kept-alive
      // connection may have, so it is a failure (an API must close those politely, not drop them).
      out.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'not delivered' : `${error.code ?? ''} ${error.message}`));
      out.end(body);
    });
  }
}

async function isReady(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/api/health/ready`, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
