import { BadRequestException, ConflictException, ForbiddenException, type HttpException, NotFoundException } from '@nestjs/common';
import type { ReviewError } from '../domain/review-errors.js';

/** A decider's refusal as the HTTP answer the client reads. */
export function refusal(error: ReviewError): HttpException {
  switch (error.kind) {
    case 'not-found':
      return new NotFoundException(error.message);
    case 'forbidden':
      return new ForbiddenException(error.message);
    case 'conflict':
      return new ConflictException(error.message);
    case 'invalid':
      return new BadRequestException(error.message);
  }
}
