/**
 * Priority support (DESIGN.md, "Plan features"): what an Enterprise employer's request is
 * about and how long it may be, for the form, its validation and the admin's list alike.
 */
export const SUPPORT_CATEGORIES = ['account', 'billing', 'search', 'api', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Account and company',
  billing: 'Plans, credits and billing',
  search: 'Crew search and profiles',
  api: 'API access',
  other: 'Something else',
};

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_LIMITS = {
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

