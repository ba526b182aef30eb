import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Access declarations for routes (ADR 0010): every route carries exactly one. Identity's
 * global AccessGuard enforces them; anonymous callers get 401 "Unauthorized", signed-in users
 * without a named permission get 403 with the access policy's message.
 */
export {
  AcceptsApiKey, ActsOnReview, ActsOnReviews, ActsOnUser, ActsOnUsers, MAX_BULK_TARGETS, NeedsConfirmedEmail, OwnerChecked, Public, Require, RequirePlan, RequiresRecentCheck, SignedIn,
} from '../../../platform/http/access-rules.js';

/** The signed-in user's id (use behind @SignedIn, @OwnerChecked or @Require). */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const req = context.switchToHttp().getRequest<Request>();
  const user = req.user as { id?: string } | undefined;
  if (!user?.id) throw new UnauthorizedException('Unauthorized');
  return user.id;
});

/** Who did it and from where, for audit trails (reviews' event metadata, fraud rules). */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
  requestId: string;
}

/** The request's origin as every module records it (also for requests outside Nest's routes). */
export function requestOrigin(req: Request & { id?: unknown }): RequestOrigin {
  // An IPv4 client on a dual-stack socket reads '::ffff:203.0.113.5'; admins read the plain address.
  return { ip: (req.ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ''), userAgent: (req.get('user-agent') ?? '').slice(0, 500), requestId: String(req.id ?? '') };
}

export const CurrentOrigin = createParamDecorator((_: unknown, context: ExecutionContext): RequestOrigin =>
  requestOrigin(context.switchToHttp().getRequest<Request & { id?: string }>()),
);
