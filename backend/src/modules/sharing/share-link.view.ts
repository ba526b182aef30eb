import { daysLeft } from './domain/days-left.js';
import type { AccessLevel } from './domain/share-link-values.js';

/** A link as its owner sees it (POST and GET /api/share-links). */
export interface ShareLinkView {
  id: string;
  token: string;
  purpose: string;
  accessLevel: AccessLevel;
  expiresAt: string;
  createdAt: string;
  views: number;
  /** Whole days left, rounded up; 0 once expired (shown as 'Expired'). */
  daysLeft: number;
  /** The public address, always /shared/{token} on the configured app URL (DESIGN.md). */
  url: string;
}

export interface ShareLinkRow {
  id: string;
  token: string;
  purpose: string;
  accessLevel: AccessLevel;
  expiresAt: Date;
  createdAt: Date;
  views: number;
}

export function sharedProfileUrl(appUrl: string, token: string): string {
  return `${appUrl}/shared/${token}`;
}

export function toShareLinkView(link: ShareLinkRow, appUrl: string, now: Date): ShareLinkView {
  return {
    id: link.id,
    token: link.token,
    purpose: link.purpose,
    accessLevel: link.accessLevel,
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
    views: link.views,
    daysLeft: daysLeft(link.expiresAt, now),
    url: sharedProfileUrl(appUrl, link.token),
  };
}
