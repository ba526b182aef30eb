import type { IntegrationEvent } from '../../platform/events/integration-event.js';
import { SHARING_EVENT_VERSIONS, type ShareLinkStateV1 } from './contracts/events.js';
import type { AccessLevel } from './domain/share-link-values.js';

export interface ShareLinkStateRow {
  id: string;
  userId: string;
  accessLevel: AccessLevel;
  expiresAt: Date;
  deletedAt: Date | null;
  views: number;
}

/** One of sharing's events, carrying the link as it is after the change. */
export function shareLinkEvent(type: keyof typeof SHARING_EVENT_VERSIONS, link: ShareLinkStateRow): IntegrationEvent<string, ShareLinkStateV1> {
  return {
    type,
    version: SHARING_EVENT_VERSIONS[type],
    payload: {
      linkId: link.id,
      userId: link.userId,
      accessLevel: link.accessLevel,
      expiresAt: new Date(link.expiresAt).toISOString(),
      deletedAt: link.deletedAt ? new Date(link.deletedAt).toISOString() : null,
      views: Number(link.views),
    },
  };
}

/** The columns of share_links as a ShareLinkStateRow, for `returning`. */
export const SHARE_LINK_STATE = `id, user_id as "userId", access_level as "accessLevel", expires_at as "expiresAt", deleted_at as "deletedAt", views`;

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same ShareLinkStateV1 as shareLinkEvent builds, as a jsonb expression over share_links' columns. */
export const SHARE_LINK_STATE_PAYLOAD = `jsonb_build_object('linkId', id, 'userId', user_id, 'accessLevel', access_level, 'expiresAt', ${iso('expires_at')},
  'deletedAt', case when deleted_at is null then null else ${iso('deleted_at')} end, 'views', views)`;
