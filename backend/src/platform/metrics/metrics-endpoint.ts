import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config.js';
import { register } from './registry.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

async function writeScrape(res: ServerResponse) {
  const body = await register.metrics();
  res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * GET /metrics on the public port (METRICS_PORT 0). Answers 404 when metrics are off there
 * (a separate METRICS_PORT, or no METRICS_TOKEN: never open to the internet without one),
 * 401 without the right bearer token.
 */
export function publicMetricsHandler(config: AppConfig) {
  const enabled = config.METRICS_PORT === 0 && config.METRICS_TOKEN !== '';
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!enabled || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 404, message: 'Not Found' }));
      return;
    }
    if (!bearerMatches(req.headers.authorization, config.METRICS_TOKEN)) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end(JSON.stringify({ statusCode: 401, message: 'A valid metrics token is required' }));
      return;
    }
    void writeScrape(res).catch(() => res.writeHead(500).end());
  };
}

/** One listener per process: `npm start` runs the API and the worker together and both ask for it. */
let shared: { server: Server; port: number; users: number } | undefined;

/**
 * The separate listener on METRICS_PORT, serving only GET /metrics (a private network or
 * the pod's port that Prometheus alone reaches). METRICS_TOKEN, when set, is asked here too.
 * Answers a function that stops it once its last user is gone.
 */
export async function serveMetricsPort(config: AppConfig): Promise<() => Promise<void>> {
  if (config.METRICS_PORT === 0) return async () => undefined;
  if (!shared) {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      if (config.METRICS_TOKEN && !bearerMatches(req.headers.authorization, config.METRICS_TOKEN)) {
        res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      void writeScrape(res).catch(() => res.writeHead(500).end());
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(config.METRICS_PORT, () => resolve()));
    shared = { server, port: config.METRICS_PORT, users: 0 };
  }
  const current = shared;
  current.users++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--current.users > 0) return;
    if (shared === current) shared = undefined;
    await new Promise<void>((resolve) => current.server.close(() => resolve()));
  };
}
