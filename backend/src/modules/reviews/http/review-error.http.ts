import { HttpException } from '@nestjs/common';
import { ReviewError } from '../domain/review-errors.js';

/**
 * Review refusals as the HTTP answer the client reads. The API's one exception filter applies
 * this translation at the edge (see src/bootstrap.ts): handlers and the event store throw the
 * domain's ReviewError, so the worker, which runs the same handlers, never sees HTTP.
 */
export function reviewErrorToHttp(error: unknown): HttpException | undefined {
  return error instanceof ReviewError ? new HttpException(error.message, error.status) : undefined;
}
