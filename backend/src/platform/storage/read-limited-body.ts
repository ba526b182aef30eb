import { HttpException, HttpStatus, BadRequestException } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Reads a raw request body into memory, refusing it with 413 once it passes `limit` bytes
 * (by its Content-Length when declared, else while it streams). The rest of a refused body
 * is read and discarded, so the client receives the answer instead of a broken connection.
 */
export function readLimitedBody(req: Request, limit: number, tooLargeMessage: string): Promise<Buffer> {
  const tooLarge = () => new HttpException(tooLargeMessage, HttpStatus.PAYLOAD_TOO_LARGE);
  return new Promise((resolve, reject) => {
    const refuse = (error: Error) => {
      req.removeAllListeners('data');
      req.resume();
      reject(error);
    };
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) return refuse(tooLarge());

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done = true;
        return refuse(tooLarge());
      }
      chunks.push(chunk);
    });
    req.once('end', () => {
      if (!done) resolve(Buffer.concat(chunks, size));
    });
    req.once('error', () => {
      if (!done) reject(new BadRequestException('The upload was interrupted. Please try again.'));
      done = true;
    });
    req.once('aborted', () => {
      if (!done) reject(new BadRequestException('The upload was interrupted. Please try again.'));
      done = true;
    });
  });
}
