import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { SHARE_LINK_CREATED } from '../contracts/events.js';
import { expiresAfter } from '../domain/days-left.js';
import { newShareToken } from '../domain/share-token.js';
import { ShareLink } from '../share-link.entity.js';
import { toShareLinkView } from '../share-link.view.js';
import { shareLinkEvent } from '../sharing-events.js';
import { CreateShareLinkCommand } from './create-share-link.command.js';

@CommandHandler(CreateShareLinkCommand)
export class CreateShareLinkHandler implements ICommandHandler<CreateShareLinkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly events: IntegrationEvents,
  ) {}

  async execute(command: CreateShareLinkCommand) {
    const now = new Date();
    const em = this.em.fork();
    const link = em.create(ShareLink, {
      userId: command.userId,
      token: newShareToken(),
      purpose: command.purpose,
      accessLevel: command.accessLevel,
      expiresAt: expiresAfter(command.expirationDays, now),
      createdAt: now,
    });
    em.persist(link);
    const created = this.events.publish(em, shareLinkEvent(SHARE_LINK_CREATED, link));
    // One flush, one transaction: the link and its event.
    await em.flush();
    // The owner's stats card (reviews' copy of the links) is read again right after.
    await this.events.delivered([created]);
    return toShareLinkView(link, this.config.APP_URL, now);
  }
}
