import type { AdminLevel } from '../contracts/user-values.js';

/** What the rule reads and writes of an account (the User entity fits). */
export interface BootstrappableAccount {
  email: string;
  emailVerifiedAt: Date | null;
  adminLevel: AdminLevel | null;
}

/**
 * Admins are bootstrapped from ADMIN_EMAILS (DESIGN.md, "Admins"): such an account becomes
 * super_admin at its first sign-in once its email is verified — never before, or whoever
 * signed up first with a listed address would own the platform. An admin level set by
 * another admin stays. Returns true when the user changed.
 */
export function applyAdminBootstrap(user: BootstrappableAccount, adminEmails: readonly string[]): boolean {
  if (user.adminLevel || !user.emailVerifiedAt || !adminEmails.includes(user.email)) return false;
  user.adminLevel = 'super_admin';
  return true;
}
