import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** Routes behind this need a signed-in user; the answer is 401 "Unauthorized" otherwise. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.user) throw new UnauthorizedException('Unauthorized');
    return true;
  }
}

/** The signed-in user's id (use behind SignedInGuard). */
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

export const CurrentOrigin = createParamDecorator((_: unknown, context: ExecutionContext): RequestOrigin => {
  const req = context.switchToHttp().getRequest<Request & { id?: string }>();
  return { ip: req.ip ?? '', userAgent: (req.get('user-agent') ?? '').slice(0, 500), requestId: String(req.id ?? '') };
});
