import type { User } from '../user.entity.js';

/**
 * Admins are bootstrapped from ADMIN_EMAILS (DESIGN.md, "Admins"): such an account becomes
 * super_admin at sign-up or its next sign-in. An admin level set by another admin stays.
 * Returns true when the user changed.
 */
export function applyAdminBootstrap(user: User, adminEmails: readonly string[]): boolean {
  if (user.adminLevel || !adminEmails.includes(user.email)) return false;
  user.adminLevel = 'super_admin';
  return true;
}
