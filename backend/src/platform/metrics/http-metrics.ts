import type { NextFunction, Request, Response } from 'express';
import { counter, histogram } from './registry.js';

const LABELS = ['method', 'route', 'status'] as const;
/** Seconds; most answers take milliseconds, PDFs and exports up to a few seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Paths served by a mounted handler rather than a route (so without req.route), by their own name. */
const MOUNTED = new Set(['/metrics']);

/**
 * The route an answer came from, as a template (`/api/reviews/:id`): raw paths would create
 * one time series per id. The scrapes of /metrics count as `/metrics`; a request no route
 * matched (a 404, the frontend's files) as `unmatched` or `frontend`.
 */
export function routeTemplate(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return `${req.baseUrl ?? ''}${route.path}`;
  const path = req.originalUrl.split('?')[0];
  if (MOUNTED.has(path)) return path;
  return path.startsWith('/api/') ? 'unmatched' : 'frontend';
}

/** Counts and times every HTTP answer by method, route template and status. */
export function httpMetrics() {
  const requests = counter('crew_http_requests_total', 'HTTP requests answered, by method, route template and status.', LABELS);
  const durations = histogram('crew_http_request_duration_seconds', 'Time to answer HTTP requests, by method, route template and status.', LABELS, BUCKETS);
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeTemplate(req), status: String(res.statusCode) };
      requests.inc(labels);
      durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
