/**
 * Sharing's integration events (docs/events.md). Each carries the link's whole state after
 * the change, so a subscriber can merge them in any order: views only grow, a deleted link
 * stays deleted.
 */
export const SHARE_LINK_CREATED = 'sharing.share-link-created';
export const SHARE_LINK_DELETED = 'sharing.share-link-deleted';
export const PROFILE_VIEWED = 'sharing.profile-viewed';

export const SHARING_EVENT_VERSIONS = {
  [SHARE_LINK_CREATED]: 1,
  [SHARE_LINK_DELETED]: 1,
  [PROFILE_VIEWED]: 1,
} as const;

export interface ShareLinkStateV1 {
  linkId: string;
  /** The profile's owner. */
  userId: string;
  accessLevel: 'full' | 'summary';
  expiresAt: string;
  deletedAt: string | null;
  /** Views counted through this link so far. */
  views: number;
}
