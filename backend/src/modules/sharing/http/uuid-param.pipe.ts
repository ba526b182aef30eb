import { NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: the same 404 as an unknown id, never a database error. */
export class UuidParam implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}
