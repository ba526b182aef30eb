import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { TooManyRequestsException } from '../security/rate-limiter.service.js';
import { isRedisUnavailable, RETRY_AFTER_SECONDS, sendUnavailable, sessionWasUnavailable } from './session-availability.js';

/**
 * The one error shape of the API: { statusCode, error, message } with a readable message. A
 * refusal the client can act on (pay with credits, upgrade) adds a machine-readable `code` and
 * the facts the next step needs beside it (see RefusalWithDetails); a 403 that asks for a second
 * factor or a recent check carries its `code` too (contracts/second-factors.ts), which the
 * screens answer with a prompt rather than an error.
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

/**
 * An HTTP refusal that carries a `code` and details (e.g. 'allowance_used_up' with the price in
 * credits and when the allowance resets) in the one error shape, so a screen can offer the next
 * step instead of a dead end. The readable message stays for everything that only shows it.
 */
export class RefusalWithDetails<D extends object = Record<string, unknown>> extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly code: string,
    readonly details: D,
  ) {
    super(message, status);
  }

  body(): ErrorBody & D {
    return { ...this.details, ...errorBody(this.getStatus(), this.message), code: this.code };
  }
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
      if (exception instanceof TooManyRequestsException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
      res.status(status).json(exception instanceof RefusalWithDetails ? exception.body() : errorBody(status, messageOf(exception), codeOf(exception)));
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
