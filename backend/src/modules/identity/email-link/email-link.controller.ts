import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { safeReturnTo } from '../domain/return-to.js';
import { SignInSteps } from '../second-factors/sign-in-steps.js';
import { EmailLinkSentDto } from './email-link-sent.dto.js';
import { RequestEmailLinkCommand } from './request-email-link.command.js';
import { RequestEmailLinkDto } from './request-email-link.dto.js';
import { SignInWithEmailLinkCommand } from './sign-in-with-email-link.command.js';
import { CurrentUserId, Public, SignedIn } from '../contracts/auth.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';

export const EMAIL_LINK_SENT = 'If an account exists for this email, a sign-in link is on its way. Check your inbox.';

/** The page a confirmation link lands on says so (the app shows 'Email confirmed' and drops the flag). */
export function withEmailConfirmed(path: string): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('emailConfirmed', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

@ApiTags('auth')
@Controller('auth/email-link')
@Public()
export class EmailLinkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly steps: SignInSteps,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ operationId: 'requestEmailLink', summary: 'Email a one-time sign-in link (same answer whether or not the account exists)' })
  @ApiAcceptedResponse({ type: EmailLinkSentDto })
  async request(@Body() dto: RequestEmailLinkDto, @Req() req: Request): Promise<EmailLinkSentDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.emailLinkIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.emailLinkEmail, key: normalizeEmail(dto.email) });
    await this.commands.execute(new RequestEmailLinkCommand(dto.email, safeReturnTo(dto.returnTo)));
    return { message: EMAIL_LINK_SENT };
  }

  @Get(':token')
  @ApiOperation({ operationId: 'followEmailLink', summary: 'Follow a sign-in link: signs in, marks the email verified, redirects' })
  @ApiResponse({
    status: 303,
    description:
      'To the returnTo page when the link is valid; to /login/second-factor when the account has a second factor to pass first; else to /login?error=link-invalid (or error=suspended for a suspended account)',
  })
  async follow(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    const result = await this.commands.execute(new SignInWithEmailLinkCommand(token));
    if (!result) return res.redirect(303, '/login?error=link-invalid');
    if (result.suspended) return res.redirect(303, '/login?error=suspended');
    const returnTo = result.confirmed ? withEmailConfirmed(safeReturnTo(result.returnTo)) : safeReturnTo(result.returnTo);
    const outcome = await this.steps.afterFirstStep(req, { id: result.userId, email: result.email }, 'email-link', returnTo);
    return res.redirect(303, outcome.signedIn ? returnTo : `/login/second-factor?${new URLSearchParams({ returnTo })}`);
  }

  @Post('resend-confirmation')
  @SignedIn()
  @HttpCode(202)
  @ApiOperation({ operationId: 'resendConfirmationEmail', summary: 'Email a new confirmation link to a signed-in user whose email is not confirmed yet (409 once it is)' })
  @ApiAcceptedResponse({ type: EmailLinkSentDto })
  async resend(@CurrentUserId() userId: string): Promise<EmailLinkSentDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.emailLinkEmail, key: `resend:${userId}` });
    const email = await this.commands.execute(new ResendConfirmationCommand(userId));
    return { message: `A new confirmation email is on its way to ${email}.` };
  }
}
