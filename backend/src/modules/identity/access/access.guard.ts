import { type AdminActor, reviewModerationRefusal, userActionRefusal } from '@crew/contracts/admin-rights';
import { API_KEY_LIMITS } from '@crew/contracts/api-keys';
import { capabilityRefusal } from '@crew/contracts/plan-access';
import { CHECK_CODES, CHECK_MESSAGES, needsSecondFactor } from '@crew/contracts/second-factors';
import { BadRequestException, type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { type AccessRule, acceptsApiKey, accessRuleOf, confirmedEmailRuleOf, MAX_BULK_TARGETS, requiresRecentCheck, type TargetRule, targetRuleOf } from '../../../platform/http/access-rules.js';
import { UUID } from '../../../platform/http/uuid-param.pipe.js';
import { type RateLimit, RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { GetReviewPartiesQuery } from '../../reviews/contracts/moderation.queries.js';
import { ApiKeys } from '../api-keys/api-keys.js';
import { confirmedEmailRefusal, refusal } from '../contracts/access.js';
import { GetAdminLevelsQuery, GetUserQuery } from '../contracts/get-user.query.js';
import type { UserView } from '../contracts/user-view.js';
import { SecondFactors } from '../second-factors/second-factors.js';
import { checkedRecently, secondFactorPassed } from '../session/session-checks.js';

const API_KEY_RATE: RateLimit = {
  bucket: 'api-key',
  max: API_KEY_LIMITS.requestsPerMinute,
  windowSeconds: 60,
  message: `Too many requests with this API key: at most ${API_KEY_LIMITS.requestsPerMinute} a minute. Retry after the time in the Retry-After header.`,
};
export const KEY_NOT_ACCEPTED = 'API keys are accepted only by crew search and crew profiles (GET /api/search/crew and GET /api/search/crew/{id})';
export const KEY_INVALID = 'Invalid or revoked API key';

/** The key in `Authorization: Bearer <key>`, or null when the request presents none (a session's request). */
function presentedApiKey(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  // 'Bearer' with nothing, or with more than one word, is a key that matches nothing: refused, not ignored.
  const bearer = /^Bearer(?:[ \t]+(.*))?$/i.exec(header.trim());
  return bearer ? (bearer[1] ?? '').trim() : null;
}

/**
 * The one guard (APP_GUARD) behind every HTTP route: it enforces the route's access
 * declaration. A named permission is checked against the user as stored now, not as the
 * session remembers it, so a role change or a demotion applies from the very next request.
 * A plan feature (RequirePlan) is judged on the plan as stored now, expiry included. An admin
 * route that acts on a user or a review declares it (ActsOnUser, ActsOnReview, ...), and the
 * admin-rights policy is applied here to every target before the handler runs. An API key is
 * judged here too, and only on the routes that declare AcceptsApiKey (ADR 0036). A route that
 * also needs a confirmed email (NeedsConfirmedEmail) is checked here too, after its rule.
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
    private readonly apiKeys: ApiKeys,
    private readonly limiter: RateLimiter,
    private readonly factors: SecondFactors,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = accessRuleOf(this.reflector, context.getHandler(), context.getClass());
    const req = context.switchToHttp().getRequest<Request>();
    const key = presentedApiKey(req);
    if (key !== null) return this.viaApiKey(key, rule, acceptsApiKey(this.reflector, context.getHandler(), context.getClass()), req);
    if (rule?.kind === 'public') return true;

    const userId = (req.user as { id?: string } | undefined)?.id;
    if (!userId) throw new UnauthorizedException('Unauthorized');
    const needsConfirmedEmail = confirmedEmailRuleOf(this.reflector, context.getHandler(), context.getClass());
    // A route without a declaration stays closed (the route-table test keeps there being none).
    if (!rule) throw new ForbiddenException('Forbidden');

    if (rule.kind === 'permission' || rule.kind === 'plan' || needsConfirmedEmail) {
      const user = await this.queries.execute(new GetUserQuery(userId));
      if (!user) throw new UnauthorizedException('Unauthorized'); // the account was deleted while the session lived on
      if (rule.kind === 'permission' || rule.kind === 'plan') this.enforce(rule, user);
      if (rule.kind === 'permission' && needsSecondFactor(user, rule.permission) && !secondFactorPassed(req)) await this.refuseWithoutSecondFactor(user.id);
      // After the access rule: an account without the plan hears about the plan first.
      const unconfirmed = needsConfirmedEmail && confirmedEmailRefusal(user, needsConfirmedEmail);
      if (unconfirmed) throw new ForbiddenException(unconfirmed);

      const target = targetRuleOf(this.reflector, context.getHandler(), context.getClass());
      if (target) await this.checkTargets({ id: user.id, adminLevel: user.adminLevel }, target, req);
    }

    if (requiresRecentCheck(this.reflector, context.getHandler(), context.getClass()) && !checkedRecently(req, this.clock.now())) {
      throw new ForbiddenException({ code: CHECK_CODES.recentCheckRequired, message: CHECK_MESSAGES.recentCheckRequired });
    }
    return true;
  }

  /** A named permission, or a plan feature, checked against the user as stored now. */
  private enforce(rule: Extract<AccessRule, { kind: 'permission' | 'plan' }>, user: UserView): void {
    const now = this.clock.now();
    const refused = rule.kind === 'permission' ? refusal(user, rule.permission, now) : (refusal(user, 'isEmployer', now) ?? capabilityRefusal(user, rule.capability, now));
    if (refused) throw new ForbiddenException(refused);
  }

  /**
   * A request that presents an API key: only a route declared AcceptsApiKey takes it, in place
   * of a session, for the key's employer. Checked on every request, nothing cached: the key
   * (revoked at once on every process), the per-key rate, the route's own rule, and that the
   * employer's plan is still an active plan with API keys (a lapse or downgrade stops the key).
   */
  private async viaApiKey(presented: string, rule: AccessRule | undefined, accepted: boolean, req: Request): Promise<boolean> {
    // Refused everywhere else, even on public routes: a key sent to the wrong place is a mistake to report, not to ignore.
    if (!accepted) throw new UnauthorizedException(KEY_NOT_ACCEPTED);
    const holder = await this.apiKeys.authenticate(presented);
    if (!holder) throw new UnauthorizedException(KEY_INVALID);
    await this.limiter.hit({ ...API_KEY_RATE, key: holder.keyId });
    const user = await this.queries.execute(new GetUserQuery(holder.userId));
    if (!user) throw new UnauthorizedException(KEY_INVALID);
    if (rule?.kind === 'permission' || rule?.kind === 'plan') this.enforce(rule, user);
    else if (rule?.kind !== 'public') throw new ForbiddenException('Forbidden'); // a key-taking route must name what it needs
    const missing = capabilityRefusal(user, 'apiKeys', this.clock.now());
    if (missing) throw new ForbiddenException(missing);
    // The key speaks for its employer from here on (CurrentUserId, allowances), whatever session came with it.
    req.user = { id: user.id, apiKeyId: holder.keyId };
    await this.apiKeys.touch(holder.keyId);
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
