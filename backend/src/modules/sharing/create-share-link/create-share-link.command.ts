import { Command } from '@nestjs/cqrs';
import type { ShareLinkView } from '../share-link.view.js';
import type { AccessLevel, ExpirationDays } from '../domain/share-link-values.js';

export class CreateShareLinkCommand extends Command<ShareLinkView> {
  constructor(
    readonly userId: string,
    readonly purpose: string,
    readonly accessLevel: AccessLevel,
    readonly expirationDays: ExpirationDays,
  ) {
    super();
  }
}
