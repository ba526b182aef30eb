import { Command } from '@nestjs/cqrs';

export class DeleteShareLinkCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly linkId: string,
  ) {
    super();
  }
}
