import { Command } from '@nestjs/cqrs';

/**
 * A short-lived URL to PUT one image to: one-time, on this server, or presigned for the
 * S3 bucket when one is configured. objectPath is where the image will be served.
 */
export class CreateUploadUrlCommand extends Command<{ uploadURL: string; objectPath: string }> {
  constructor(readonly userId: string) {
    super();
  }
}
