import { Command } from '@nestjs/cqrs';

export class RequestEmailLinkCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly returnTo: string,
  ) {
    super();
  }
}
