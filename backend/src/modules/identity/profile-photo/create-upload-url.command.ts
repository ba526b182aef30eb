import { Command } from '@nestjs/cqrs';

/** A one-time, short-lived URL on this server to PUT one image to. */
export class CreateUploadUrlCommand extends Command<{ uploadURL: string }> {
  constructor(readonly userId: string) {
    super();
  }
}
