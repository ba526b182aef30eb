import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BulkApplier, type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import { PROFILE_VIEWED, SHARE_LINK_CREATED, SHARE_LINK_DELETED, type ShareLinkStateV1 } from '../../sharing/contracts/events.js';
import { executeBound } from '../../../platform/database/bound-parameters.js';

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

  /**
   * Replays and the consistency check: a batch folded per link as the statement above merges
   * (a new row takes the first event's owner and expiry, then views only grow and a deletion
   * stays), written in one statement. A link's views are most of the log (tens of millions of
   * events at market size).
   */
  bulk(): BulkApplier {
    return {
      apply: async (em, events) => {
        const links = new Map<string, { link_id: string; user_id: string; expires_at: string; deleted: boolean; views: number }>();
        for (const { payload } of events) {
          const link = payload as ShareLinkStateV1;
          const held = links.get(link.linkId);
          if (held) {
            held.deleted ||= link.deletedAt !== null;
            held.views = Math.max(held.views, link.views);
          } else {
            links.set(link.linkId, { link_id: link.linkId, user_id: link.userId, expires_at: link.expiresAt, deleted: link.deletedAt !== null, views: link.views });
          }
        }
        if (links.size === 0) return;
        await executeBound(
          em,
          `insert into reviews_shared_links (link_id, user_id, expires_at, deleted, views)
           select * from jsonb_to_recordset(?::jsonb) r(link_id uuid, user_id uuid, expires_at timestamptz, deleted boolean, views integer)
           on conflict (link_id) do update set deleted = reviews_shared_links.deleted or excluded.deleted,
             views = greatest(reviews_shared_links.views, excluded.views)`,
          [JSON.stringify([...links.values()])],
        );
      },
      finish: async () => undefined,
    };
  }
}
