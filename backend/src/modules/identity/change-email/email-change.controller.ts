import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { CurrentUserId, Public, RequiresRecentCheck, SignedIn } from '../contracts/auth.js';
import { normalizeEmail } from '../domain/password-policy.js';
import { CONFIRM_HOURS, UNDO_DAYS } from './email-change-mails.js';
import { ConfirmEmailChangeCommand, GetPendingEmailChangeQuery, type PendingEmailChange, RequestEmailChangeCommand, UndoEmailChangeCommand } from './email-change.commands.js';
import { EmailChangedDto, EmailChangeTokenDto, PendingEmailChangeDto, RequestEmailChangeDto } from './email-change.dto.js';

const pendingMessage = (pending: PendingEmailChange) =>
  `We sent a confirmation link to ${pending.newEmail}. Your email stays the same until you open it (within ${CONFIRM_HOURS} hours).`;

@ApiTags('profile')
@Controller()
export class EmailChangeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('user/email-change')
  @SignedIn()
  @ApiOperation({ operationId: 'getPendingEmailChange', summary: 'The email change waiting for its confirmation link, if any' })
  @ApiOkResponse({ type: PendingEmailChangeDto })
  async pending(@CurrentUserId() userId: string): Promise<PendingEmailChangeDto> {
    const pending = await this.queries.execute(new GetPendingEmailChangeQuery(userId));
    return pending ? { ...pending, message: pendingMessage(pending) } : { newEmail: null, expiresAt: null, message: null };
  }

  @Post('user/email-change')
  @SignedIn()
  @RequiresRecentCheck()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestEmailChange',
    summary: `Ask to move the account to another address: a confirmation link (valid ${CONFIRM_HOURS} hours) goes there; nothing changes until it is followed. The same answer when the address already has an account (its owner is told instead)`,
  })
  @ApiAcceptedResponse({ type: PendingEmailChangeDto })
  async request(@CurrentUserId() userId: string, @Body() dto: RequestEmailChangeDto): Promise<PendingEmailChangeDto> {
    // As sign-in links are limited: per person asking, and per address mailed.
    await this.limiter.hit({ ...AUTH_LIMITS.emailLinkEmail, key: `email-change:${userId}` }, { ...AUTH_LIMITS.emailLinkEmail, key: normalizeEmail(dto.newEmail) });
    const pending = await this.commands.execute(new RequestEmailChangeCommand(userId, dto.newEmail));
    return { ...pending, message: pendingMessage(pending) };
  }

  @Post('auth/email-change/confirm')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmEmailChange',
    summary: "Follow the new address's confirmation link: the account, its sign-in and the person's pending review requests move to it; the old address is told and can undo",
  })
  @ApiOkResponse({ type: EmailChangedDto })
  async confirm(@Body() dto: EmailChangeTokenDto): Promise<EmailChangedDto> {
    const { email } = await this.commands.execute(new ConfirmEmailChangeCommand(dto.token));
    return { email, message: `Your account now uses ${email}. Sign in with it from now on.` };
  }

  @Post('auth/email-change/undo')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'undoEmailChange',
    summary: `Follow the old address's link (within ${UNDO_DAYS} days): the account takes that address back everywhere, every session ends and the password is removed`,
  })
  @ApiOkResponse({ type: EmailChangedDto })
  async undo(@Body() dto: EmailChangeTokenDto): Promise<EmailChangedDto> {
    const { email } = await this.commands.execute(new UndoEmailChangeCommand(dto.token));
    return {
      email,
      message: `Your account uses ${email} again. Everyone was signed out and the password was removed: sign in with an emailed link, then choose a new password in Profile settings.`,
    };
  }
}
