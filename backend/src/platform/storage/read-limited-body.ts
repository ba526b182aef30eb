import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Reads a raw request body into memory, refusing it with 413 once it passes `limit` bytes
 * (by its Content-Length when declared, else while it streams). The rest of a refused body
 * is read and discarded, so the client receives the answer instead of a broken connection.
 */
export function readLimitedBody(req: Request, limit: number, tooLargeMessage: string): Promise<Buffer> {
  const tooLarge = () => new HttpException(tooLargeMessage, HttpStatus.PAYLOAD_TOO_LARGE);
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      settle(() => reject(tooLarge()));
      req.resume();
    };
    const interrupted = () => settle(() => reject(new BadRequestException('The upload was interrupted. Please try again.')));
    req.on('data', onData);
    req.once('end', () => settle(() => resolve(Buffer.concat(chunks, size))));
    req.once('error', interrupted);
    // A client that goes away mid-upload closes the request without an 'end'.
    req.once('close', interrupted);
  });
}
