import { type AdminActor, reviewModerationRefusal, userActionRefusal } from '@crew/contracts/admin-rights';
import { CHECK_CODES, CHECK_MESSAGES, needsSecondFactor } from '@crew/contracts/second-factors';
import { BadRequestException, type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { accessRuleOf, requiresRecentCheck, type TargetRule, targetRuleOf } from '../../../platform/http/access-rules.js';
import { UUID } from '../../../platform/http/uuid-param.pipe.js';
import { GetReviewPartiesQuery } from '../../reviews/contracts/moderation.queries.js';
import { refusal } from '../contracts/access.js';
import { GetAdminLevelsQuery, GetUserQuery } from '../contracts/get-user.query.js';
import { SecondFactors } from '../second-factors/second-factors.js';
import { checkedRecently, secondFactorPassed } from '../session/session-checks.js';

import { MAX_BULK_TARGETS } from '../../../platform/http/access-rules.js';

/**
 * The one guard (APP_GUARD) behind every HTTP route: it enforces the route's access
 * declaration. A named permission is checked against the user as stored now, not as the
 * session remembers it, so a role change or a demotion applies from the very next request.
 * An admin route that acts on a user or a review declares it (ActsOnUser, ActsOnReview, ...),
 * and the admin-rights policy is applied here to every target before the handler runs.
 * DESIGN.md, "Second factors": an admin level grants nothing to a session that has not passed
 * a second factor, and a sensitive action (RequiresRecentCheck) needs a check of who is signed
 * in from the last RECENT_CHECK_MINUTES; both refusals carry a code the screens turn into a prompt.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly factors: SecondFactors,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = accessRuleOf(this.reflector, context.getHandler(), context.getClass());
    if (rule?.kind === 'public') return true;

    const req = context.switchToHttp().getRequest<Request>();
    const userId = (req.user as { id?: string } | undefined)?.id;
    if (!userId) throw new UnauthorizedException('Unauthorized');
    // A route without a declaration stays closed (the route-table test keeps there being none).
    if (!rule) throw new ForbiddenException('Forbidden');

    if (rule.kind === 'permission') {
      const user = await this.queries.execute(new GetUserQuery(userId));
      const refused = refusal(user, rule.permission, this.clock.now());
      if (!user) throw new UnauthorizedException('Unauthorized'); // the account was deleted while the session lived on
      if (refused) throw new ForbiddenException(refused);
      if (needsSecondFactor(user, rule.permission) && !secondFactorPassed(req)) await this.refuseWithoutSecondFactor(user.id);

      const target = targetRuleOf(this.reflector, context.getHandler(), context.getClass());
      if (target) await this.checkTargets({ id: user.id, adminLevel: user.adminLevel }, target, req);
    }

    if (requiresRecentCheck(this.reflector, context.getHandler(), context.getClass()) && !checkedRecently(req, this.clock.now())) {
      throw new ForbiddenException({ code: CHECK_CODES.recentCheckRequired, message: CHECK_MESSAGES.recentCheckRequired });
    }
    return true;
  }

  /** The screens either ask for the factor the account has or take the person to set one up. */
  private async refuseWithoutSecondFactor(userId: string): Promise<never> {
    if (await this.factors.hasAny(userId)) {
      throw new ForbiddenException({ code: CHECK_CODES.secondFactorRequired, message: CHECK_MESSAGES.secondFactorRequired });
    }
    throw new ForbiddenException({ code: CHECK_CODES.secondFactorSetupRequired, message: CHECK_MESSAGES.secondFactorSetupRequired });
  }

  /** Unknown ids pass: the handler answers them 404 as it always does. */
  private async checkTargets(actor: AdminActor, target: TargetRule, req: Request): Promise<void> {
    const ids = target.kind === 'user' || target.kind === 'review' ? [String(req.params[target.param] ?? '')] : bodyIds(req, target.bodyField);
    const known = ids.filter((id) => UUID.test(id));
    if (known.length === 0) return;
    if (target.kind === 'user' || target.kind === 'users') {
      for (const user of await this.queries.execute(new GetAdminLevelsQuery(known))) {
        const refused = userActionRefusal(actor, user, target.action);
        if (refused) throw new ForbiddenException(refused);
      }
      return;
    }
    for (const review of await this.queries.execute(new GetReviewPartiesQuery(known))) {
      const refused = reviewModerationRefusal(actor, review);
      if (refused) throw new ForbiddenException(refused);
    }
  }
}

/** The ids a bulk route names in its body; a malformed list is refused here, before any check could be skipped. */
function bodyIds(req: Request, field: string): string[] {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BULK_TARGETS || !value.every((id) => typeof id === 'string' && UUID.test(id))) {
    throw new BadRequestException(`${field} must be a list of 1 to ${MAX_BULK_TARGETS} ids`);
  }
  return value as string[];
}
