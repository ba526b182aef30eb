import type { AccountRole, AdminLevel } from './user-values.js';

/**
 * The one access policy (spec section 6, DESIGN.md "Permissions"). Pure: the backend's guard
 * and the frontend's menu and route guards ask it the same questions about the same user,
 * so the two can never disagree.
 */

/** The plans that open crew search (spec section 6). */
export const PAID_PLANS = ['basic', 'professional', 'enterprise'] as const;

/** What the policy needs to know about the signed-in user (null: signed out). */
export interface AccessSubject {
  role: AccountRole | string;
  adminLevel: AdminLevel | string | null;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  /** End of the paid month; a status still 'active' after it reads as inactive. */
  subscriptionExpiresAt?: string | Date | null;
}

export interface Permissions {
  signedIn: boolean;
  /** Account type employer or agency. */
  isEmployer: boolean;
  /** Status active on a paid plan, not past its expiry. */
  hasActiveSubscription: boolean;
  /** Crew search: an employer or agency with an active subscription. */
  canSearchCrew: boolean;
  /** Any admin level opens the admin dashboard; there is no finer split (spec section 6). */
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Reviewer position, vessel, company, method, IP and admin notes (spec section 6). */
  canSeeReviewerDetails: boolean;
}

export type Permission = keyof Permissions;

/** The permissions a route can require by name (signedIn is declared separately). */
export type NamedPermission = Exclude<Permission, 'signedIn'>;

export const NAMED_PERMISSIONS: readonly NamedPermission[] = [
  'isEmployer',
  'hasActiveSubscription',
  'canSearchCrew',
  'isAdmin',
  'isSuperAdmin',
  'canSeeReviewerDetails',
];

function subscriptionActive(user: AccessSubject, now: Date): boolean {
  if (user.subscriptionStatus !== 'active') return false;
  if (!(PAID_PLANS as readonly (string | null)[]).includes(user.subscriptionPlan)) return false;
  if (user.subscriptionExpiresAt == null) return true;
  return new Date(user.subscriptionExpiresAt).getTime() > now.getTime();
}

/** Everything the user may do, as of `now` (subscriptions expire). */
export function access(user: AccessSubject | null | undefined, now: Date = new Date()): Permissions {
  if (!user) {
    return {
      signedIn: false,
      isEmployer: false,
      hasActiveSubscription: false,
      canSearchCrew: false,
      isAdmin: false,
      isSuperAdmin: false,
      canSeeReviewerDetails: false,
    };
  }
  const isEmployer = user.role === 'employer' || user.role === 'agency';
  const hasActiveSubscription = subscriptionActive(user, now);
  return {
    signedIn: true,
    isEmployer,
    hasActiveSubscription,
    canSearchCrew: isEmployer && hasActiveSubscription,
    isAdmin: !!user.adminLevel,
    isSuperAdmin: user.adminLevel === 'super_admin',
    canSeeReviewerDetails: hasActiveSubscription,
  };
}

export const ACCESS_MESSAGES = {
  unauthorized: 'Unauthorized',
  employer: 'Employer Access Required',
  subscription: 'Premium Subscription Required',
  admin: 'Admin privileges required',
  superAdmin: 'Super admin privileges required',
} as const;

/**
 * Why a signed-in user is refused a permission: the 403 message (spec sections 2 and 8), or
 * null when it is granted. Signed out is always 'Unauthorized' (401), whatever the permission.
 */
export function refusal(user: AccessSubject | null | undefined, permission: Permission, now: Date = new Date()): string | null {
  const can = access(user, now);
  if (!can.signedIn) return ACCESS_MESSAGES.unauthorized;
  if (can[permission]) return null;
  switch (permission) {
    case 'isEmployer':
      return ACCESS_MESSAGES.employer;
    case 'canSearchCrew':
      return can.isEmployer ? ACCESS_MESSAGES.subscription : ACCESS_MESSAGES.employer;
    case 'hasActiveSubscription':
    case 'canSeeReviewerDetails':
      return ACCESS_MESSAGES.subscription;
    case 'isAdmin':
      return ACCESS_MESSAGES.admin;
    case 'isSuperAdmin':
      return ACCESS_MESSAGES.superAdmin;
    case 'signedIn':
      return ACCESS_MESSAGES.unauthorized;
  }
}

/**
 * Actions that need a confirmed account email (DESIGN.md, "Companies"): whoever writes to crew
 * or orders a report on them must be reachable at the address they gave. The server refuses
 * with these messages (403) and the screens say the same before the button is pressed.
 */
export const CONFIRMED_EMAIL_MESSAGES = {
  contactCrew: 'Confirm your email address before contacting crew',
  orderReport: 'Confirm your email address before ordering reports',
} as const;

export type ConfirmedEmailAction = keyof typeof CONFIRMED_EMAIL_MESSAGES;

/** Why `user` may not do `action` yet (its email is not confirmed), or null when they may. */
export function confirmedEmailRefusal(user: { isVerified: boolean } | null | undefined, action: ConfirmedEmailAction): string | null {
  if (!user) return ACCESS_MESSAGES.unauthorized;
  return user.isVerified ? null : CONFIRMED_EMAIL_MESSAGES[action];
}
