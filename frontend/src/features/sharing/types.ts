export type AccessLevel = 'full' | 'summary';
export type ExpirationDays = 7 | 14 | 30 | 60;

/** A share link as GET/POST /api/share-links return it (spec section 3, Share link). */
export interface ShareLink {
  id: string;
  token: string;
  purpose: string;
  accessLevel: AccessLevel;
  expiresAt: string;
  createdAt: string;
  views: number;
  /** Whole days left, rounded up; 0 once expired. */
  daysLeft: number;
  /** {APP_URL}/shared/{token}, built by the server from the configured app URL. */
  url: string;
}

export interface CreateShareLinkInput {
  purpose: string;
  accessLevel: AccessLevel;
  expirationDays: ExpirationDays;
}
