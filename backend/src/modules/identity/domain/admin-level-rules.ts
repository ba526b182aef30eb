import type { AdminLevel } from '@crew/contracts/user-values';

export interface AdminLevelChange {
  actorId: string;
  actorLevel: AdminLevel | null;
  targetId: string;
  targetLevel: AdminLevel | null;
  newLevel: AdminLevel | null;
  /** super_admins other than the target. */
  otherSuperAdmins: number;
}

/**
 * DESIGN.md, "Admins": every admin level may change admin levels (spec section 6), with these
 * safety rules the spec leaves open. Answers why a change is refused, or null when it may go.
 */
export function adminLevelRefusal(change: AdminLevelChange): string | null {
  if (!change.actorLevel) return 'Admin privileges required';
  if (change.actorId === change.targetId) return 'You cannot change your own admin level';
  const touchesSuperAdmin = change.newLevel === 'super_admin' || change.targetLevel === 'super_admin';
  if (touchesSuperAdmin && change.actorLevel !== 'super_admin') return 'Only a super admin can grant or remove super admin';
  if (change.targetLevel === 'super_admin' && change.newLevel !== 'super_admin' && change.otherSuperAdmins === 0) {
    return 'The last super admin cannot be demoted';
  }
  return null;
}

/** An account may be deleted from the admin area unless it is the actor's own or the last super_admin. */
export function accountDeletionRefusal(actorId: string, targetId: string, targetLevel: AdminLevel | null, otherSuperAdmins: number): string | null {
  if (actorId === targetId) return 'You cannot delete your own account from the admin area';
  if (targetLevel === 'super_admin' && otherSuperAdmins === 0) return 'The last super admin cannot be deleted';
  return null;
}
