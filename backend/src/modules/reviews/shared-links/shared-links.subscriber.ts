import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import { PROFILE_VIEWED, SHARE_LINK_CREATED, SHARE_LINK_DELETED, type ShareLinkStateV1 } from '../../sharing/contracts/events.js';

export const SHARED_LINKS_SUBSCRIBER = 'reviews.shared-links';

/**
 * Keeps reviews_shared_links from sharing's events. Each event carries the link's whole
 * state and the merge is order-free (views only grow, a deleted link stays deleted), so
 * events arriving late or twice leave the same row.
 */
@Injectable()
@Subscriber({ name: SHARED_LINKS_SUBSCRIBER, events: [SHARE_LINK_CREATED, SHARE_LINK_DELETED, PROFILE_VIEWED], tables: ['reviews_shared_links'] })
export class SharedLinksSubscriber implements IntegrationEventSubscriber {
  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    const link = event.payload as ShareLinkStateV1;
    await em.execute(
      `insert into reviews_shared_links (link_id, user_id, expires_at, deleted, views) values (?, ?, ?, ?, ?)
       on conflict (link_id) do update set deleted = reviews_shared_links.deleted or excluded.deleted,
         views = greatest(reviews_shared_links.views, excluded.views)`,
      [link.linkId, link.userId, link.expiresAt, link.deletedAt !== null, link.views],
    );
  }
}
