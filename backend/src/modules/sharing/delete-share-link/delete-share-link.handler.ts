import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHARE_LINK_NOT_FOUND } from '../domain/share-link-values.js';
import { ShareLink } from '../share-link.entity.js';
import { DeleteShareLinkCommand } from './delete-share-link.command.js';

/**
 * Stops the link at once. Another user's link answers the same 404 as an unknown one, so
 * nobody learns which ids exist.
 */
@CommandHandler(DeleteShareLinkCommand)
export class DeleteShareLinkHandler implements ICommandHandler<DeleteShareLinkCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, linkId }: DeleteShareLinkCommand) {
    const changed = await this.em.fork().nativeUpdate(ShareLink, { id: linkId, userId, deletedAt: null }, { deletedAt: new Date() });
    if (changed === 0) throw new NotFoundException(SHARE_LINK_NOT_FOUND);
  }
}
