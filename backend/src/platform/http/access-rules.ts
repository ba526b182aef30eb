import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import type { ConfirmedEmailAction, NamedPermission } from '@crew/contracts/access';
import type { PlanCapability } from '@crew/contracts/plans';
import type { UserAction } from '@crew/contracts/admin-rights';

/**
 * Every route declares who may call it (ADR 0010); identity's global AccessGuard enforces the
 * declaration and the route-table test fails on a route without one. The declarations live in
 * platform so that platform's own routes (health) can declare theirs; modules import them
 * through identity's contracts/auth.ts.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** Signed in; the handler checks that the record belongs to the caller. */
  | { kind: 'owner-checked' }
  | { kind: 'permission'; permission: NamedPermission }
  /** An employer or agency whose active plan unlocks the capability (DESIGN.md, "Plan features"). */
  | { kind: 'plan'; capability: PlanCapability };

export const ACCESS_RULE = 'crew:access-rule';

const declare = (rule: AccessRule) => applyDecorators(SetMetadata(ACCESS_RULE, rule));

/** Anyone, signed in or not. */
export const Public = () => declare({ kind: 'public' });
/** Any signed-in user (401 "Unauthorized" otherwise). */
export const SignedIn = () => declare({ kind: 'signed-in' });
/** Any signed-in user; the handler refuses records that are not the caller's. */
export const OwnerChecked = () => declare({ kind: 'owner-checked' });
/** A named permission of the access policy, checked against the user as stored now (403 with the policy's message). */
export const Require = (permission: NamedPermission) => declare({ kind: 'permission', permission });

/**
 * An employer or agency whose active plan unlocks `capability`: 403 'Employer Access Required'
 * for others, else 403 naming the plan that has it ('API access needs an active Enterprise plan').
 */
export const RequirePlan = (capability: PlanCapability) => declare({ kind: 'plan', capability });
export const CONFIRMED_EMAIL_RULE = 'crew:confirmed-email';

/**
 * On top of the route's access rule: the caller's account email must be confirmed, else 403
 * with the action's message (CONFIRMED_EMAIL_MESSAGES). Contacting crew and ordering reports
 * declare it (DESIGN.md, "Companies"); the access guard enforces it after the access rule.
 */
export const NeedsConfirmedEmail = (action: ConfirmedEmailAction) => SetMetadata(CONFIRMED_EMAIL_RULE, action);

export function confirmedEmailRuleOf(reflector: Reflector, handler: Function, controller: Function): ConfirmedEmailAction | undefined {
  return reflector.getAllAndOverride<ConfirmedEmailAction | undefined>(CONFIRMED_EMAIL_RULE, [handler, controller]);
}

/**
 * A sensitive action (DESIGN.md, "Second factors"): besides its access rule, the guard asks for a
 * check of who is signed in (a second factor, the password or an emailed link) no older than
 * RECENT_CHECK_MINUTES, and otherwise answers 403 with the code 'recent-check-required', which
 * the screens turn into the prompt. One line on any route, whatever its module.
 */
export const RECENT_CHECK = 'crew:recent-check';
export const RequiresRecentCheck = () => SetMetadata(RECENT_CHECK, true);

export function requiresRecentCheck(reflector: Reflector, handler: Function, controller: Function): boolean {
  return reflector.getAllAndOverride<boolean | undefined>(RECENT_CHECK, [handler, controller]) === true;
}

/** The rule declared on a route: on the handler, else on its controller. */
export function accessRuleOf(reflector: Reflector, handler: Function, controller: Function): AccessRule | undefined {
  return reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler, controller]);
}

/** The OpenAPI security schemes (buildOpenApiDocument declares both). */
export const SESSION_SCHEME = 'cookie';
export const API_KEY_SCHEME = 'apiKey';

export const API_KEY_ACCESS = 'crew:api-key-access';

/**
 * An Enterprise API key (`Authorization: Bearer <key>`) may stand in for the session on this
 * route (DESIGN.md, "Plan features"). The key's owner must still pass the route's own rule, and
 * their active plan must include API keys; every route without this declaration refuses a key.
 * The OpenAPI document lists both ways in: the key is documented exactly where it works.
 */
export const AcceptsApiKey = () => applyDecorators(SetMetadata(API_KEY_ACCESS, true), ApiCookieAuth(SESSION_SCHEME), ApiBearerAuth(API_KEY_SCHEME));

export function acceptsApiKey(reflector: Reflector, handler: Function, controller: Function): boolean {
  return reflector.getAllAndOverride<boolean | undefined>(API_KEY_ACCESS, [handler, controller]) === true;
}

/**
 * What an admin route acts on (DESIGN.md, "Admin rights"): the access guard loads the target
 * and applies the admin-rights policy before the handler runs, so that no admin path can
 * forget who may act on whom. The route-table test fails on an admin route that changes a
 * user or a review without declaring its target. A target given in the body is a list of ids.
 */
export type TargetRule =
  | { kind: 'user'; action: UserAction; param: string }
  | { kind: 'users'; action: UserAction; bodyField: string }
  | { kind: 'review'; param: string }
  | { kind: 'reviews'; bodyField: string };

export const TARGET_RULE = 'crew:target-rule';

/** A bulk route's list of ids is at most this long; the guard and the route's DTO say the same. */
export const MAX_BULK_TARGETS = 100;

/** The route changes the account of the user in `:param`. */
export const ActsOnUser = (action: UserAction, param = 'userId') => SetMetadata(TARGET_RULE, { kind: 'user', action, param } satisfies TargetRule);
/** The route changes the accounts of the users listed in the body's `bodyField`. */
export const ActsOnUsers = (action: UserAction, bodyField = 'userIds') => SetMetadata(TARGET_RULE, { kind: 'users', action, bodyField } satisfies TargetRule);
/** The route moderates the review in `:param`. */
export const ActsOnReview = (param = 'reviewId') => SetMetadata(TARGET_RULE, { kind: 'review', param } satisfies TargetRule);
/** The route moderates the reviews listed in the body's `bodyField`. */
export const ActsOnReviews = (bodyField = 'reviewIds') => SetMetadata(TARGET_RULE, { kind: 'reviews', bodyField } satisfies TargetRule);

export function targetRuleOf(reflector: Reflector, handler: Function, controller: Function): TargetRule | undefined {
  return reflector.getAllAndOverride<TargetRule | undefined>(TARGET_RULE, [handler, controller]);
}
