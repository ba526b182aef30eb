import type { ModerationReason } from '@crew/contracts/moderation';
import { Command, Query } from '@nestjs/cqrs';
import type { AccountRole, AdminLevel } from './user-values.js';

/** A user as the admin dashboard lists them: never a password hash. */
export interface AdminUserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  adminLevel: AdminLevel | null;
  isVerified: boolean;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  /** Set while the account is suspended. */
  suspendedAt: string | null;
  createdAt: string;
}

export interface UserPage {
  users: AdminUserView[];
  /** Exact, or ADMIN_USER_SEARCH_COUNT_CAP when `capped` (a search matching more). */
  total: number;
  capped: boolean;
}

/**
 * Users matching a name or email (case-insensitive, within the text) and a role, newest first;
 * `count: false` when only the page is wanted (a lookup of ids): the total then reads 0.
 */
export class ListUsersForAdminQuery extends Query<UserPage> {
  constructor(readonly options: { search?: string; role?: AccountRole; limit: number; offset: number; count?: boolean }) {
    super();
  }
}

export interface UserTotals {
  totalUsers: number;
  crewMembers: number;
  /** Employer and agency accounts. */
  employers: number;
  admins: number;
}

export class GetUserTotalsQuery extends Query<UserTotals> {}

/** Names for ids, for lists that show who did something (missing ids are deleted accounts). */
export class GetUserNamesQuery extends Query<Map<string, { name: string; email: string }>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

/** An admin sets a user's account type. 404 for an unknown user. */
export class SetAccountRoleCommand extends Command<AdminUserView> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly role: AccountRole,
  ) {
    super();
  }
}

/**
 * An admin sets a user's admin level under the admin-rights policy (contracts admin-rights.ts;
 * the database keeps a super_admin), with a reason; the person is emailed the change.
 */
export class SetAdminLevelCommand extends Command<AdminUserView> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly adminLevel: AdminLevel | null,
    readonly reason: ModerationReason,
  ) {
    super();
  }
}

/**
 * An admin deletes a user's account and personal data (ADR 0019) under the admin-rights policy
 * (never their own from the admin area, never someone who outranks them; the database keeps a
 * super_admin). 404 for an unknown user.
 * Runs in the caller's transaction when there is one, so the audit entry commits with it.
 */
export class DeleteUserCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/**
 * Deletes an account again in a database restored from a backup taken before it was deleted
 * (ADR 0044): the same deletion as ever (every module's eraser, the keys, the files), recorded
 * as done by whoever did it then. No admin-rights check: the deletion was decided already.
 * Answers false when the restored database has no such account.
 */
export class ReapplyAccountDeletionCommand extends Command<boolean> {
  constructor(
    readonly userId: string,
    readonly deletedBy: string,
  ) {
    super();
  }
}

/**
 * An admin suspends an account (DESIGN.md, "Suspension") under the admin-rights policy, with a
 * reason: it cannot sign in, its sessions end, it is not found, the reviews it wrote stop
 * counting and showing; nothing is erased. The person is emailed. Suspending a suspended
 * account changes nothing. The database keeps an active super_admin (409).
 */
export interface SuspensionChange {
  user: AdminUserView;
  /** False when the account already was as asked (nothing to audit). */
  changed: boolean;
}

export class SuspendUserCommand extends Command<SuspensionChange> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly reason: ModerationReason,
  ) {
    super();
  }
}

/** An admin lifts a suspension, with a reason; everything the account had is back. */
export class LiftSuspensionCommand extends Command<SuspensionChange> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly reason: ModerationReason,
  ) {
    super();
  }
}

/**
 * A super admin removes every second factor of an account whose owner lost them all (DESIGN.md,
 * "Second factors"), under the admin-rights policy; the account's sessions end and the person is
 * emailed. Runs in the caller's transaction, so the audit entry commits with it. 404 for an unknown user.
 */
export class ResetSecondFactorsCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** What second factors an account has, for the admin's page on the person (never the factors themselves). */
export interface SecondFactorFacts {
  authenticator: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export class GetSecondFactorFactsQuery extends Query<SecondFactorFacts> {
  constructor(readonly userId: string) {
    super();
  }
}
