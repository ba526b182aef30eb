import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { ShareLink } from '../share-link.entity.js';
import { toShareLinkView } from '../share-link.view.js';
import { ListShareLinksQuery } from './list-share-links.query.js';

@QueryHandler(ListShareLinksQuery)
export class ListShareLinksHandler implements IQueryHandler<ListShareLinksQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async execute({ userId }: ListShareLinksQuery) {
    const links = await this.em.fork().find(ShareLink, { userId, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const now = new Date();
    return links.map((link) => toShareLinkView(link, this.config.APP_URL, now));
  }
}
