import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { NamedPermission } from '@crew/contracts/access';

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
  | { kind: 'permission'; permission: NamedPermission };

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

/** The rule declared on a route: on the handler, else on its controller. */
export function accessRuleOf(reflector: Reflector, handler: Function, controller: Function): AccessRule | undefined {
  return reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler, controller]);
}
