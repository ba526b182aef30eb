import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { SHARE_LINK_DELETED } from '../contracts/events.js';
import { SHARE_LINK_NOT_FOUND } from '../domain/share-link-values.js';
import { SHARE_LINK_STATE, type ShareLinkStateRow, shareLinkEvent } from '../sharing-events.js';
import { DeleteShareLinkCommand } from './delete-share-link.command.js';

/**
 * Stops the link at once. Another user's link answers the same 404 as an unknown one, so
 * nobody learns which ids exist.
 */
@CommandHandler(DeleteShareLinkCommand)
export class DeleteShareLinkHandler implements ICommandHandler<DeleteShareLinkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, linkId }: DeleteShareLinkCommand) {
    const deleted = await this.em.fork().transactional(async (em) => {
      const [link] = await em.execute<ShareLinkStateRow[]>(
        `update share_links set deleted_at = now() where id = ? and user_id = ? and deleted_at is null returning ${SHARE_LINK_STATE}`,
        [linkId, userId],
      );
      if (!link) throw new NotFoundException(SHARE_LINK_NOT_FOUND);
      return this.events.publish(em, shareLinkEvent(SHARE_LINK_DELETED, link));
    });
    // The owner's stats card (reviews' copy of the links) is read again right after.
    await this.events.delivered([deleted]);
  }
}
