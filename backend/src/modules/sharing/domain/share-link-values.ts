/** Access levels a link is created with (spec section 9); `summary` shows ratings and stats only. */
export const ACCESS_LEVELS = ['full', 'summary'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The public response names the restricted level 'basic' (spec section 3, Share link). */
export type PublicAccessLevel = 'full' | 'basic';

export const publicAccessLevel = (level: AccessLevel): PublicAccessLevel => (level === 'full' ? 'full' : 'basic');

export const EXPIRATION_DAYS = [7, 14, 30, 60] as const;
export type ExpirationDays = (typeof EXPIRATION_DAYS)[number];
export const DEFAULT_EXPIRATION_DAYS: ExpirationDays = 30;

export const PURPOSE_MAX_LENGTH = 200;

/** Spec section 9: a public profile shows at most 5 reviews and 6 endorsements. */
export const PUBLIC_REVIEW_LIMIT = 5;
export const PUBLIC_ENDORSEMENT_LIMIT = 6;

/** A refresh by the same visitor within this window is not another view. */
export const VIEW_DEDUPE_SECONDS = 30 * 60;

export const PROFILE_NOT_FOUND = 'Profile not found';
export const SHARE_LINK_NOT_FOUND = 'Share link not found';
