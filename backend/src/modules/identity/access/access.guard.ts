import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { accessRuleOf } from '../../../platform/http/access-rules.js';
import { refusal } from '../contracts/access.js';
import { GetUserQuery } from '../contracts/get-user.query.js';

/**
 * The one guard (APP_GUARD) behind every HTTP route: it enforces the route's access
 * declaration. A named permission is checked against the user as stored now, not as the
 * session remembers it, so a role change or a demotion applies from the very next request.
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
    if (rule?.kind === 'signed-in' || rule?.kind === 'owner-checked') return true;
    // A route without a declaration stays closed (the route-table test keeps there being none).
    if (!rule) throw new ForbiddenException('Forbidden');

    const user = await this.queries.execute(new GetUserQuery(userId));
    const refused = refusal(user, rule.permission, this.clock.now());
    if (!user) throw new UnauthorizedException('Unauthorized'); // the account was deleted while the session lived on
    if (refused) throw new ForbiddenException(refused);
    return true;
  }
}
