import type { Permission } from './access.js';

/**
 * Second factors and recent checks (DESIGN.md, "Second factors"). Pure and shared: the API's
 * access guard refuses with these codes, and the screens turn each code into its prompt (set a
 * factor up, confirm with it, or confirm it is you again).
 */

/** A sensitive action asks again when the session's last check of who is signed in is older than this. */
export const RECENT_CHECK_MINUTES = 10;

/** How many single-use recovery codes a person gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** The `code` of a 403 that a screen answers with a prompt rather than an error. */
export const CHECK_CODES = {
  /** The account has a second factor; this session has not passed it yet. */
  secondFactorRequired: 'second-factor-required',
  /** The account has no second factor and needs one (an admin). */
  secondFactorSetupRequired: 'second-factor-setup-required',
  /** A sensitive action: the last check is older than RECENT_CHECK_MINUTES. */
  recentCheckRequired: 'recent-check-required',
  /** Too many sign-in attempts for this address: the owner can still sign in with a second factor or an email link. */
  signInLocked: 'sign-in-locked',
} as const;

export type CheckCode = (typeof CHECK_CODES)[keyof typeof CHECK_CODES];

export const CHECK_MESSAGES = {
  secondFactorRequired: 'Confirm it is you with your second factor to continue.',
  secondFactorSetupRequired: 'Admins need a second factor. Add an authenticator app or a passkey to continue.',
  recentCheckRequired: 'For your security, confirm it is you again to continue.',
} as const;

/** The ways a person can prove who they are: a second factor, their password, or an emailed link. */
export const CHECK_METHODS = ['passkey', 'authenticator', 'recovery-code', 'password', 'email-link'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];

/** What the rule needs to know about the account. */
export interface SecondFactorSubject {
  adminLevel: string | null;
  /** The person asked for a second factor on every session of their account (an employer's setting). */
  secondFactorRequired?: boolean;
}

const ADMIN_PERMISSIONS: readonly Permission[] = ['isAdmin', 'isSuperAdmin'];

/**
 * Whether granting `permission` to this account needs a session that has passed a second
 * factor: an admin level grants nothing without one, and an account whose owner asked for
 * second factors grants nothing beyond signing in without one.
 */
export function needsSecondFactor(subject: SecondFactorSubject | null | undefined, permission: Permission): boolean {
  if (!subject || permission === 'signedIn') return false;
  if (ADMIN_PERMISSIONS.includes(permission)) return !!subject.adminLevel;
  return subject.secondFactorRequired === true;
}

/**
 * The ways a signed-in person re-checks: with a second factor when they have one (a password
 * alone would be weaker than how they sign in), else their password, else an emailed link.
 */
export function checkMethods(account: { passkeys: number; authenticator: boolean; recoveryCodesLeft: number; hasPassword: boolean }): CheckMethod[] {
  const factors: CheckMethod[] = [];
  if (account.passkeys > 0) factors.push('passkey');
  if (account.authenticator) factors.push('authenticator');
  if (factors.length > 0) return account.recoveryCodesLeft > 0 ? [...factors, 'recovery-code'] : factors;
  return account.hasPassword ? ['password'] : ['email-link'];
}
