import type { AdminUserView } from '../contracts/admin.js';
import type { User } from '../user.entity.js';

/** The fields the view reads: of a loaded entity, or of a row the admin list selects (ADMIN_USER_FIELDS). */
export const ADMIN_USER_FIELDS = [
  'id', 'email', 'firstName', 'lastName', 'role', 'adminLevel', 'emailVerifiedAt', 'subscriptionStatus', 'subscriptionPlan', 'suspendedAt', 'createdAt',
] as const satisfies ReadonlyArray<keyof User>;

export type AdminUserViewSource = Pick<User, (typeof ADMIN_USER_FIELDS)[number]>;

export function toAdminUserView(user: AdminUserViewSource): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    adminLevel: user.adminLevel,
    isVerified: user.emailVerifiedAt !== null,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
