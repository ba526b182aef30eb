import type { AdminLevel } from './user-values.js';

/**
 * Who may act on whom in the admin area (DESIGN.md, "Admin rights"). Pure and shared: the
 * server's access guard refuses with these messages before any admin handler runs, and the
 * admin screens offer only what they allow, saying why the rest is not offered.
 *
 * The rule that there is always a super_admin is not here: it needs the database (a lock and
 * a count), and is kept there for every path at once (ADR 0033).
 */

/** Higher outranks lower; no level is 0. */
export const ADMIN_LEVEL_RANK: Record<AdminLevel, number> = { moderator: 1, admin: 2, super_admin: 3 };

export const ADMIN_LEVEL_LABELS: Record<AdminLevel, string> = { moderator: 'Moderator', admin: 'Admin', super_admin: 'Super admin' };

function rankOf(level: AdminLevel | string | null | undefined): number {
  return level ? ((ADMIN_LEVEL_RANK as Record<string, number>)[level] ?? 0) : 0;
}

export interface AdminActor {
  id: string;
  adminLevel: AdminLevel | string | null;
}

export interface UserTarget {
  id: string;
  adminLevel: AdminLevel | string | null;
}

/** What an admin does to a user's account. */
export type UserAction = 'set-admin-level' | 'set-role' | 'delete' | 'suspend' | 'verify-company' | 'reset-second-factors';

export const ADMIN_RIGHTS_MESSAGES = {
  notAdmin: 'Admin privileges required',
  ownAccount: {
    'set-admin-level': 'You cannot change your own admin level',
    'set-role': 'You cannot change your own account type from the admin area',
    delete: 'You cannot delete your own account from the admin area',
    suspend: 'You cannot suspend your own account',
    'verify-company': 'You cannot verify your own company',
    'reset-second-factors': 'You cannot reset your own second factors from the admin area',
  } satisfies Record<UserAction, string>,
  superAdminTarget: 'Only a super admin can act on a super admin',
  higherTarget: 'You cannot act on someone whose admin level is above your own',
  aboveOwnLevel: 'You cannot grant an admin level above your own',
  reviewAboutYou: 'You cannot moderate a review about you',
  reviewByYou: 'You cannot moderate a review you wrote',
  lastSuperAdmin: 'There must always be a super admin: make another person super admin first',
} as const;

/**
 * Why `actor` may not do `action` to `target`'s account, or null when they may: nobody acts on
 * their own account through the admin area, only a super_admin acts on a super_admin, and no
 * one acts on someone who outranks them.
 */
export function userActionRefusal(actor: AdminActor, target: UserTarget, action: UserAction): string | null {
  if (!rankOf(actor.adminLevel)) return ADMIN_RIGHTS_MESSAGES.notAdmin;
  if (actor.id === target.id) return ADMIN_RIGHTS_MESSAGES.ownAccount[action];
  if (target.adminLevel === 'super_admin' && actor.adminLevel !== 'super_admin') return ADMIN_RIGHTS_MESSAGES.superAdminTarget;
  if (rankOf(target.adminLevel) > rankOf(actor.adminLevel)) return ADMIN_RIGHTS_MESSAGES.higherTarget;
  return null;
}

/** The levels `actorLevel` may grant: its own and those below it. */
export function grantableLevels(actorLevel: AdminLevel | string | null): AdminLevel[] {
  const own = rankOf(actorLevel);
  return (Object.keys(ADMIN_LEVEL_RANK) as AdminLevel[]).filter((level) => ADMIN_LEVEL_RANK[level] <= own);
}

/** Why `actor` may not set `target`'s admin level to `newLevel` (null removes it), or null. */
export function levelChangeRefusal(actor: AdminActor, target: UserTarget, newLevel: AdminLevel | null): string | null {
  const refused = userActionRefusal(actor, target, 'set-admin-level');
  if (refused) return refused;
  if (rankOf(newLevel) > rankOf(actor.adminLevel)) return ADMIN_RIGHTS_MESSAGES.aboveOwnLevel;
  return null;
}

/** The two people a review is between; the reviewer is null once their account is deleted. */
export interface ReviewParties {
  reviewerId: string | null;
  revieweeId: string;
}

/** Nobody moderates a review they wrote or one about them (DESIGN.md, "Admin rights"). */
export function reviewModerationRefusal(actor: AdminActor, review: ReviewParties): string | null {
  if (!rankOf(actor.adminLevel)) return ADMIN_RIGHTS_MESSAGES.notAdmin;
  if (review.revieweeId === actor.id) return ADMIN_RIGHTS_MESSAGES.reviewAboutYou;
  if (review.reviewerId === actor.id) return ADMIN_RIGHTS_MESSAGES.reviewByYou;
  return null;
}
