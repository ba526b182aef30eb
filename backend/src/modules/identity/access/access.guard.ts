import { type AdminActor, reviewModerationRefusal, userActionRefusal } from '@crew/contracts/admin-rights';
import { BadRequestException, type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { accessRuleOf, confirmedEmailRuleOf, type TargetRule, targetRuleOf } from '../../../platform/http/access-rules.js';
import { UUID } from '../../../platform/http/uuid-param.pipe.js';
import { GetReviewPartiesQuery } from '../../reviews/contracts/moderation.queries.js';
import { confirmedEmailRefusal, refusal } from '../contracts/access.js';
import { GetAdminLevelsQuery, GetUserQuery } from '../contracts/get-user.query.js';

import { MAX_BULK_TARGETS } from '../../../platform/http/access-rules.js';

/**
 * The one guard (APP_GUARD) behind every HTTP route: it enforces the route's access
 * declaration. A named permission is checked against the user as stored now, not as the
 * session remembers it, so a role change or a demotion applies from the very next request.
 * An admin route that acts on a user or a review declares it (ActsOnUser, ActsOnReview, ...),
 * and the admin-rights policy is applied here to every target before the handler runs. A route
 * that also needs a confirmed email (NeedsConfirmedEmail) is checked here too, after its rule.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = accessRuleOf(this.reflector, context.getHandler(), context.getClass());
    if (rule?.kind === 'public') return true;

    const req = context.switchToHttp().getRequest<Request>();
    const userId = (req.user as { id?: string } | undefined)?.id;
    if (!userId) throw new UnauthorizedException('Unauthorized');
    const needsConfirmedEmail = confirmedEmailRuleOf(this.reflector, context.getHandler(), context.getClass());
    if ((rule?.kind === 'signed-in' || rule?.kind === 'owner-checked') && !needsConfirmedEmail) return true;
    // A route without a declaration stays closed (the route-table test keeps there being none).
    if (!rule) throw new ForbiddenException('Forbidden');

    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedException('Unauthorized'); // the account was deleted while the session lived on
    if (rule.kind === 'permission') {
      const refused = refusal(user, rule.permission, this.clock.now());
      if (refused) throw new ForbiddenException(refused);
    }
    // After the access rule: an account without the plan hears about the plan first.
    const unconfirmed = needsConfirmedEmail && confirmedEmailRefusal(user, needsConfirmedEmail);
    if (unconfirmed) throw new ForbiddenException(unconfirmed);

    const target = targetRuleOf(this.reflector, context.getHandler(), context.getClass());
    if (target) await this.checkTargets({ id: user.id, adminLevel: user.adminLevel }, target, req);
    return true;
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
