import type { AdminLevel } from '../contracts/user-values.js';

/** What the rule reads and writes of an account (the User entity fits). */
export interface BootstrappableAccount {
  email: string;
  emailVerifiedAt: Date | null;
  adminLevel: AdminLevel | null;
}

/**
 * ADMIN_EMAILS is the operator's way back into administration (DESIGN.md, "Admin rights"): a
 * listed account becomes super_admin at its next sign-in once its email is verified, whatever
 * level it had (an admin may have lowered it) — never before verification, or whoever signed
 * up first with a listed address would own the platform. Returns the level it had when it
 * changed (null: none), or undefined when nothing changed.
 */
export function applyAdminBootstrap(user: BootstrappableAccount, adminEmails: readonly string[]): { previous: AdminLevel | null } | undefined {
  if (user.adminLevel === 'super_admin' || !user.emailVerifiedAt || !adminEmails.includes(user.email)) return undefined;
  const previous = user.adminLevel;
  user.adminLevel = 'super_admin';
  return { previous };
}
