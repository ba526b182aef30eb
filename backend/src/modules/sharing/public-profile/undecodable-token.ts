import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../../../platform/http/http-exception.filter.js';
import { PROFILE_NOT_FOUND } from '../domain/share-link-values.js';

const PATH = '/api/public/profile/';

/**
 * Express refuses a path parameter it cannot percent-decode (e.g. %FF) with a 400 before any
 * controller runs. For a share token that is just another link that does not exist, so it
 * gets the same 404 as every other bad token. Registered once the routes are (onModuleInit
 * runs after Nest mounts them and before its own error handler).
 */
@Injectable()
export class UndecodableTokenAsNotFound implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit() {
    const http = this.adapterHost.httpAdapter?.getInstance<{ use: (fn: unknown) => void } | undefined>();
    http?.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
      if (error instanceof URIError && req.path.startsWith(PATH) && !res.headersSent) {
        res.status(404).json(errorBody(404, PROFILE_NOT_FOUND));
        return;
      }
      next(error);
    });
  }
}
