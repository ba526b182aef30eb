import type { AdminUserView } from '../contracts/admin.js';
import type { User } from '../user.entity.js';

export function toAdminUserView(user: User): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    adminLevel: user.adminLevel,
    isVerified: user.isVerified,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
