import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { errorBody } from './http-exception.filter.js';

/** Largest JSON body the API reads; uploads go through their own signed endpoint. */
export const JSON_BODY_LIMIT = '100kb';

/**
 * Deepest object/array nesting a body may have. Our DTOs nest three levels at most; a few
 * thousand levels would overflow the stack in class-transformer and class-validator, which
 * walk bodies recursively.
 */
export const JSON_MAX_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the raw JSON text nests objects or arrays deeper than `max`. One pass over the
 * bytes without recursion, skipping string contents; structural characters are ASCII, so
 * scanning UTF-8 bytes is exact (every byte of a multi-byte character is >= 0x80).
 */
export function nestsDeeperThan(json: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

class NestingTooDeep extends Error {
  readonly type = 'entity.too.deep';
}

class UnsupportedCharset extends Error {
  readonly type = 'charset.unsupported';
}

function utf8Bytes(buf: Buffer, encoding: string): Uint8Array {
  if (/^utf-?8$/i.test(encoding)) return buf;
  try {
    return Buffer.from(new TextDecoder(encoding).decode(buf));
  } catch {
    throw new UnsupportedCharset(encoding);
  }
}

function refuseDeepNesting(_req: unknown, _res: unknown, buf: Buffer, encoding: string) {
  const bytes = utf8Bytes(buf, encoding);
  if (nestsDeeperThan(bytes, JSON_MAX_DEPTH)) throw new NestingTooDeep('Request body is nested too deeply');
}

/**
 * JSON bodies only, with a size and a nesting limit, and readable 4xx answers when a body is malformed,
 * too large or of another type (body-parser errors would otherwise reach Express' HTML handler).
 */
export function useJsonBodies(app: Express) {
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT, strict: true, verify: refuseDeepNesting }));
  app.use('/api', (error: Error & { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    switch (error.type) {
      case 'entity.parse.failed':
        return res.status(400).json(errorBody(400, 'Malformed JSON in request body'));
      case 'entity.too.deep':
        return res.status(400).json(errorBody(400, `Request body is nested too deeply (more than ${JSON_MAX_DEPTH} levels)`));
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
