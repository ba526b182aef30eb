import type { Server } from 'node:http';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config/app-config.js';
import { Drain } from './drain.js';

/** What one process runs: the API, the worker, or both (npm start). */
export interface ProcessParts {
  api?: NestExpressApplication;
  worker?: INestApplicationContext;
}

/**
 * How long the API keeps answering, with /ready false, before it closes its port: long
 * enough for a load balancer polling /ready (or Kubernetes removing the endpoint) to stop
 * sending here, so nobody meets a refused connection. A fifth of the grace, at most 5 s;
 * none in development, where no load balancer waits and `node --watch` restarts on each save.
 */
export function noticeMs(config: AppConfig): number {
  return config.NODE_ENV === 'development' ? 0 : Math.min(5000, Math.floor((config.SHUTDOWN_GRACE_SECONDS * 1000) / 5));
}

/** Part of the grace kept for closing queues and pools after the last request is answered. */
const CLOSING_RESERVE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Replaces Nest's own shutdown hooks (which close the pools before the HTTP server, and wait
 * forever on a queue whose Redis went away). On SIGTERM or SIGINT, within graceSeconds:
 * 1. /ready turns false and answers carry Connection: close;
 * 2. after the notice, the port stops accepting; requests in flight are answered;
 * 3. the applications close (BullMQ workers finish their current jobs, the outbox relay its
 *    batch, then pools and connections close);
 * 4. the process exits 0. If any step is still waiting at the deadline (Redis or PostgreSQL
 *    gone, a job that does not end), it exits 1 anyway: a job it still held goes back to the
 *    queue when its lock expires and another worker runs it (consumers skip what they recorded as done).
 */
export function exitGracefullyOnSignals(parts: ProcessParts, config: AppConfig): void {
  const logger = new Logger('Shutdown');
  const graceSeconds = config.SHUTDOWN_GRACE_SECONDS;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping && signal === 'SIGINT') {
      // A second Ctrl-C in a terminal means now.
      logger.warn('SIGINT again: exiting without waiting');
      process.exit(1);
    }
    if (stopping) return logger.warn(`${signal} again: still draining`);
    stopping = true;
    const graceMs = graceSeconds * 1000;
    const forced = setTimeout(() => {
      logger.error(`Still stopping after ${graceSeconds} s (SHUTDOWN_GRACE_SECONDS): exiting anyway`);
      process.exit(1);
    }, graceMs);
    logger.log(`${signal}: draining, up to ${graceSeconds} s`);
    stop(parts, Date.now() + graceMs, noticeMs(config), logger).then(
      () => {
        clearTimeout(forced);
        logger.log('Stopped cleanly');
        process.exit(0);
      },
      (error: Error) => {
        logger.error(`Stopping failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  // Listening also keeps a second SIGTERM from killing the process halfway (the default action).
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  logger.log(`Started; on SIGTERM stops within ${graceSeconds} s (SHUTDOWN_GRACE_SECONDS)`);
}

async function stop({ api, worker }: ProcessParts, deadline: number, notice: number, logger: Logger) {
  if (api) {
    api.get(Drain).start();
    await sleep(notice);
    const server = api.getHttpServer() as Server;
    const answered = await stopListening(server, deadline - CLOSING_RESERVE_MS);
    if (!answered) {
      logger.warn(`${api.get(Drain).requestsInFlight} request(s) still unanswered at the end of the grace period; closing their connections`);
      server.closeAllConnections();
    }
    await api.close();
  }
  // After the API: in npm start both run in one process, and a request in flight may still stage jobs.
  if (worker) await worker.close();
}

/** Stops accepting connections and resolves true once every open one has ended (false at `until`). */
function stopListening(server: Server, until: number): Promise<boolean> {
  return new Promise((resolve) => {
    // Kept-alive connections that fall idle are closed at once; Connection: close ends the busy ones after their answer.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => finish(false), Math.max(0, until - Date.now()));
    const finish = (answered: boolean) => {
      clearInterval(sweep);
      clearTimeout(timer);
      resolve(answered);
    };
    server.close(() => finish(true));
  });
}
