import { Global, Injectable, Module } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Whether this process has been asked to stop (SIGTERM). From that moment `GET
 * /api/health/ready` answers 503, so load balancers and Kubernetes stop sending new work
 * here, and every answer carries `Connection: close`, so a client on a kept-alive
 * connection opens its next one elsewhere instead of finding this socket closed under it.
 */
@Injectable()
export class Drain {
  private started = false;
  private readonly inFlight = new Set<Response>();

  get draining(): boolean {
    return this.started;
  }

  /** Requests being answered right now. */
  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  start() {
    this.started = true;
    // Answers already under way but not yet sent close their connection too.
    for (const res of this.inFlight) closeAfterAnswer(res);
  }

  /** Express middleware, first in the chain: counts requests in flight and closes connections politely while draining. */
  readonly track = (_req: Request, res: Response, next: NextFunction) => {
    if (this.started) closeAfterAnswer(res);
    this.inFlight.add(res);
    res.once('close', () => this.inFlight.delete(res));
    next();
  };
}

function closeAfterAnswer(res: Response) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/** One Drain per application, for the health controller and the shutdown sequence. */
@Global()
@Module({ providers: [Drain], exports: [Drain] })
export class DrainModule {}
