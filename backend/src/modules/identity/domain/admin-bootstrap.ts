import type { User } from '../user.entity.js';

/**
 * Admins are bootstrapped from ADMIN_EMAILS (DESIGN.md, "Admins"): such an account becomes
 * super_admin at its first sign-in once its email is verified — never before, or whoever
 * signed up first with a listed address would own the platform. An admin level set by
 * another admin stays. Returns true when the user changed.
 */
export function applyAdminBootstrap(user: User, adminEmails: readonly string[]): boolean {
  if (user.adminLevel || !user.emailVerifiedAt || !adminEmails.includes(user.email)) return false;
  user.adminLevel = 'super_admin';
  return true;
}
