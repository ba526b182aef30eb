import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** A UUID as PostgreSQL's uuid type prints it (any letter case accepted). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in paths are UUIDs; anything else names nothing, so it is answered like an unknown id
 * (404 with the same message) rather than reaching PostgreSQL as a malformed uuid.
 */
export class UuidParam implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}
