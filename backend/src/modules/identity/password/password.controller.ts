import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { CurrentOrigin, CurrentUserId, Public, type RequestOrigin, RequiresRecentCheck, SignedIn } from '../contracts/auth.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { EmailLinkSentDto } from '../email-link/email-link-sent.dto.js';
import { RESET_LINK_MINUTES } from '../email-link/sign-in-links.js';
import { ChangePasswordCommand, RequestPasswordResetCommand, ResetPasswordCommand } from './password.commands.js';
import { AccountMessageDto, ChangePasswordDto, RequestPasswordResetDto, ResetPasswordDto } from './password.dto.js';

export const PASSWORD_RESET_SENT = 'If an account exists for this email, a link to set a new password is on its way. Check your inbox.';
export const PASSWORD_CHANGED = 'Your password was changed. You were signed out on your other devices.';
export const PASSWORD_SET = 'Your password is set: you can now sign in with it or with an emailed link. You were signed out on your other devices.';
export const PASSWORD_RESET = 'Your new password is set and you were signed out everywhere. Sign in with it now.';

@ApiTags('auth')
@Controller()
export class PasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Put('user/password')
  @SignedIn()
  @RequiresRecentCheck()
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change the password (with the current one), or set a first one on an account that signs in with emailed links; every other session ends and the person is emailed',
  })
  @ApiOkResponse({ type: AccountMessageDto })
  async change(@CurrentUserId() userId: string, @Body() dto: ChangePasswordDto, @Req() req: Request, @CurrentOrigin() origin: RequestOrigin): Promise<AccountMessageDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.passwordCheckUser, key: userId });
    const { firstPassword } = await this.commands.execute(new ChangePasswordCommand(userId, dto.currentPassword || null, dto.newPassword, req.sessionID, origin));
    return { message: firstPassword ? PASSWORD_SET : PASSWORD_CHANGED };
  }

  @Post('auth/password-reset')
  @Public()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: `Forgot password: email a one-time link (valid ${RESET_LINK_MINUTES} minutes) to set a new one; the same answer whether or not the account exists`,
  })
  @ApiAcceptedResponse({ type: EmailLinkSentDto })
  async requestReset(@Body() dto: RequestPasswordResetDto, @Req() req: Request): Promise<EmailLinkSentDto> {
    // The sign-in links' limits and counters: both mail the address a way in.
    await this.limiter.hit({ ...AUTH_LIMITS.emailLinkIp, key: req.ip ?? '' }, { ...AUTH_LIMITS.emailLinkEmail, key: normalizeEmail(dto.email) });
    await this.commands.execute(new RequestPasswordResetCommand(dto.email));
    return { message: PASSWORD_RESET_SENT };
  }

  @Post('auth/password-reset/complete')
  @Public()
  @HttpCode(200)
  @ApiOperation({ operationId: 'resetPassword', summary: "Set a new password with the token of a 'Forgot password' link (once, within its 30 minutes); every session of the person ends" })
  @ApiOkResponse({ type: AccountMessageDto })
  async reset(@Body() dto: ResetPasswordDto, @Req() req: Request, @CurrentOrigin() origin: RequestOrigin): Promise<AccountMessageDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.loginIp, key: req.ip ?? '' });
    await this.commands.execute(new ResetPasswordCommand(dto.token, dto.newPassword, origin));
    return { message: PASSWORD_RESET };
  }
}
