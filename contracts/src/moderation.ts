/**
 * What every moderation decision carries (DESIGN.md, "Moderation reasons"): a category from
 * one list and a note of at least 10 characters. Stored on the review's event or the audit
 * row as `{ category, note }`, shown to admins, and the category is named in the emails that
 * tell people the outcome.
 */
export const MODERATION_REASON_CATEGORIES = [
  'confirmed-genuine',
  'duplicate-or-copied',
  'conflict-of-interest',
  'fake-account',
  'harassment-or-abuse',
  'spam',
  'other',
] as const;
export type ModerationReasonCategory = (typeof MODERATION_REASON_CATEGORIES)[number];

export const MODERATION_REASON_LABELS: Record<ModerationReasonCategory, string> = {
  'confirmed-genuine': 'Confirmed genuine',
  'duplicate-or-copied': 'Duplicate or copied text',
  'conflict-of-interest': 'Conflict of interest',
  'fake-account': 'Fake or impersonated account',
  'harassment-or-abuse': 'Harassment or abuse',
  spam: 'Spam',
  other: 'Other',
};

export const REASON_NOTE_MIN = 10;
export const REASON_NOTE_MAX = 1000;

/** A decision's reason as stored and sent. */
export interface ModerationReason {
  category: ModerationReasonCategory;
  note: string;
}

/** The category as people read it; an unknown value (a newer release's) reads as itself. */
export function reasonLabel(category: string): string {
  return (MODERATION_REASON_LABELS as Record<string, string>)[category] ?? category;
}
