import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { isRedisUnavailable, RETRY_AFTER_SECONDS, sendUnavailable, sessionWasUnavailable } from './session-availability.js';

/**
 * The one error shape of the API: { statusCode, error, message } with a readable message, and
 * a `code` where a screen answers the refusal with a prompt rather than an error (a 403 that
 * asks for a second factor or a recent check, contracts/second-factors.ts).
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}

export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}

function codeOf(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  const code = typeof response === 'object' && response !== null ? (response as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/** Turns a module's domain error into its HTTP answer; undefined when the error is not its own. */
export type ErrorTranslator = (error: unknown) => HttpException | undefined;

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  /** `translators`: each module's domain errors, mapped here at the edge and nowhere else. */
  constructor(private readonly translators: readonly ErrorTranslator[] = []) {}

  catch(thrown: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    let exception = thrown;
    for (const translate of this.translators) exception = translate(exception) ?? exception;
    // Without its session store the request could not be signed in: not a 401, nor our bug.
    const req = host.switchToHttp().getRequest<Request>();
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    if (isRedisUnavailable(exception) || (sessionWasUnavailable(req) && (status === HttpStatus.UNAUTHORIZED || status === 500))) {
      if (status === 500) this.logger.warn(`Session store unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      sendUnavailable(res);
      return;
    }
    if (exception instanceof HttpException) {
      if (status === HttpStatus.SERVICE_UNAVAILABLE) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(exception.getStatus()).json(errorBody(exception.getStatus(), messageOf(exception), codeOf(exception)));
      return;
    }
    if (exception instanceof UniqueConstraintViolationException) {
      res.status(HttpStatus.CONFLICT).json(errorBody(HttpStatus.CONFLICT, 'This record already exists'));
      return;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    res.status(500).json(errorBody(500, 'Something went wrong on our side. Please try again.'));
  }
}
