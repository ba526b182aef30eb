import type { AccessLevel, CreateShareLinkInput, ExpirationDays } from './api/schemas';

/** Spec section 9: 7, 14, 30 or 60 days (default 30); full or summary (default full). */
export const EXPIRATION_OPTIONS: ExpirationDays[] = [7, 14, 30, 60];
export const DEFAULT_EXPIRATION_DAYS: ExpirationDays = 30;
export const DEFAULT_ACCESS_LEVEL: AccessLevel = 'full';
export const PURPOSE_MAX_LENGTH = 200;

/** 7 or fewer days left is shown in the destructive (red) style (spec section 4). */
export const EXPIRING_SOON_DAYS = 7;

export const ACCESS_LEVEL_OPTIONS: Array<{ value: AccessLevel; label: string; description: string }> = [
  { value: 'full', label: 'Full Access', description: 'Your profile, stats, skills and verified reviews' },
  { value: 'summary', label: 'Summary Only', description: 'Your profile, ratings and stats, without review texts' },
];

/** Dashboard Quick Share (spec section 2). */
export const QUICK_SHARE: CreateShareLinkInput = { purpose: 'Professional Profile Share', accessLevel: 'full', expirationDays: 30 };
/** Reviews page 'Share Profile' (spec section 2). */
export const REVIEWS_SHARE: CreateShareLinkInput = { purpose: 'Quick Share - Professional Reviews', accessLevel: 'full', expirationDays: 30 };

/** Spec section 8. */
export const FAILURES = {
  create: 'Failed to create share link. Please try again.',
  generate: 'Failed to generate share link. Please try again.',
  delete: 'Failed to delete share link. Please try again.',
} as const;
