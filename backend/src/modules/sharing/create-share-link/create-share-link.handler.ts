import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { expiresAfter } from '../domain/days-left.js';
import { newShareToken } from '../domain/share-token.js';
import { ShareLink } from '../share-link.entity.js';
import { toShareLinkView } from '../share-link.view.js';
import { CreateShareLinkCommand } from './create-share-link.command.js';

@CommandHandler(CreateShareLinkCommand)
export class CreateShareLinkHandler implements ICommandHandler<CreateShareLinkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
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
    await em.persist(link).flush();
    return toShareLinkView(link, this.config.APP_URL, now);
  }
}
