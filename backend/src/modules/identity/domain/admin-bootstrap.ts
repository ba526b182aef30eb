import type { AdminLevel } from '../contracts/user-values.js';

/** What the rule reads and writes of an account (the User entity fits). */
export interface BootstrappableAccount {
  email: string;
  emailVerifiedAt: Date | null;
  adminLevel: AdminLevel | null;
  suspendedAt: Date | null;
}

export interface Restored {
  /** The level it had (null: none); equal to 'super_admin' when only a suspension was lifted. */
  previous: AdminLevel | null;
  liftedSuspension: boolean;
}

/**
 * ADMIN_EMAILS is the operator's way back into administration (DESIGN.md, "Admin rights"): a
 * listed account becomes an active super_admin at its next sign-in once its email is verified,
 * whatever an admin had done to it (a lower level, a suspension) — never before verification,
 * or whoever signed up first with a listed address would own the platform. Returns what
 * changed, or undefined when nothing did.
 */
export function applyAdminBootstrap(user: BootstrappableAccount, adminEmails: readonly string[]): Restored | undefined {
  if (!user.emailVerifiedAt || !adminEmails.includes(user.email)) return undefined;
  if (user.adminLevel === 'super_admin' && !user.suspendedAt) return undefined;
  const restored = { previous: user.adminLevel, liftedSuspension: user.suspendedAt !== null };
  user.adminLevel = 'super_admin';
  user.suspendedAt = null;
  return restored;
}
