import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionRegistry } from './session-registry.js';

/** Every signed-in API request: the session's 'last seen' (written at most once a minute). */
@Injectable()
export class SessionSeenMiddleware implements NestMiddleware {
  constructor(private readonly registry: SessionRegistry) {}

  async use(req: Request, _res: Response, next: NextFunction) {
    await this.registry.seen(req);
    next();
  }
}
