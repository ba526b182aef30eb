import { Command } from '@nestjs/cqrs';

/**
 * The PUT to a signed upload URL. The body is read only once the link is known to be good
 * (readBody), so a refused upload costs no memory.
 */
export class StoreUploadCommand extends Command<{ objectPath: string }> {
  constructor(
    readonly objectId: string,
    readonly expires: string | undefined,
    readonly signature: string | undefined,
    readonly readBody: () => Promise<Buffer>,
  ) {
    super();
  }
}
