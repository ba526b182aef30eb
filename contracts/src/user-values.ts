/** Account types (spec section 6). Maritime ranks are a separate list, see RANKS. */
export const ACCOUNT_ROLES = ['crew', 'employer', 'agency'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
/** How an account type is written wherever it shows (the profile, the admin's user list). */
export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = { crew: 'Crew', employer: 'Employer', agency: 'Agency' };

/** Who is signing up (/signup?as=employer): employers get their own welcome email and land on the Employer page. */
export const SIGN_UP_INTENTS = ['crew', 'employer'] as const;
export type SignUpIntent = (typeof SIGN_UP_INTENTS)[number];

/** Any admin level grants the admin dashboard; there is no finer split (spec section 6). */
export const ADMIN_LEVELS = ['moderator', 'admin', 'super_admin'] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

export const AVAILABILITIES = ['available', 'notice', 'future'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The profile's maritime role list (spec section 3, "Role values offered on the profile"). */
export const RANKS = [
  'master', 'chief-officer', 'second-officer', 'third-officer', 'deck-officer', 'chief-engineer', 'second-engineer',
  'third-engineer', 'fourth-engineer', 'electrical-officer', 'bosun', 'able-seaman', 'ordinary-seaman', 'deckhand',
  'motorman', 'oiler', 'wiper', 'fitter', 'chief-stewardess', 'stewardess', 'chief-cook', 'cook', 'galley-hand',
  'security-officer', 'safety-officer', 'radio-officer', 'purser', 'marine-surveyor', 'port-captain',
  'marine-consultant', 'yacht-broker', 'recruiter', 'instructor', 'other',
] as const;
export type Rank = (typeof RANKS)[number];

/**
 * A maritime rank as every screen and PDF writes it: 'chief-officer' -> 'Chief Officer'. The
 * profile stores a RANKS value, but older rows may hold other text ('chief officer', 'eto'), so
 * spaces and underscores split words too and ETO stays in capitals, as crews write it.
 */
export function rankLabel(rank: string): string {
  return rank
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (word === 'eto' ? 'ETO' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The name shown to others: first and last name from the account, never from a form. */
export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** How a deleted account is named wherever its name used to show (spec: 'Former member'). */
export const FORMER_MEMBER = 'Former member';

/**
 * The admin users list counts a search's matches exactly up to this many; beyond it
 * X-Total-Count says this many and X-Total-Count-Capped says so (a common name matches tens of
 * thousands of a million people, and counting them all would cost every page).
 */
export const ADMIN_USER_SEARCH_COUNT_CAP = 1000;
