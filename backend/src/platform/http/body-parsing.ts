import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { errorBody } from './http-exception.filter.js';

/** Largest JSON body the API reads; uploads go through their own signed endpoint. */
export const JSON_BODY_LIMIT = '100kb';

/**
 * JSON bodies only, with a size limit, and readable 4xx answers when a body is malformed,
 * too large or of another type (body-parser errors would otherwise reach Express' HTML handler).
 */
export function useJsonBodies(app: Express) {
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  app.use('/api', (error: Error & { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    switch (error.type) {
      case 'entity.parse.failed':
        return res.status(400).json(errorBody(400, 'Malformed JSON in request body'));
      case 'entity.too.large':
        return res.status(413).json(errorBody(413, `Request body is larger than the ${JSON_BODY_LIMIT} limit`));
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return res.status(415).json(errorBody(415, 'Unsupported request body encoding'));
      default:
        return res.status(error.status && error.status < 500 ? error.status : 400).json(errorBody(error.status && error.status < 500 ? error.status : 400, 'Unreadable request body'));
    }
  });
}
