import { Body, Controller, Delete, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUserId, RequiresRecentCheck, SignedIn } from '../contracts/auth.js';
import { endSession } from '../session/sessions.js';
import { RateLimiter } from '../../../platform/security/rate-limiter.service.js';
import { AUTH_LIMITS } from '../auth-rate-limits.js';
import { EmailLinkSentDto } from '../email-link/email-link-sent.dto.js';
import { DELETE_LINK_MINUTES } from '../email-link/sign-in-links.js';
import { DeleteOwnAccountCommand, RequestAccountDeletionEmailCommand } from './delete-account.command.js';
import { DeleteAccountDto } from './delete-account.dto.js';

@ApiTags('profile')
@Controller('user')
export class DeleteAccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Delete('account')
  @HttpCode(204)
  @SignedIn()
  @RequiresRecentCheck()
  @ApiOperation({
    operationId: 'deleteOwnAccount',
    summary:
      'Delete your account with your password, or with the token of an emailed confirmation link when it has none: every session ends, links die, received reviews are deleted, written ones show "Former member"',
  })
  @ApiNoContentResponse({ description: 'Deleted; this session has ended' })
  async delete(@CurrentUserId() userId: string, @Body() dto: DeleteAccountDto, @Req() req: Request): Promise<void> {
    const confirmation = dto.token !== undefined ? { token: dto.token } : { password: dto.password ?? '' };
    await this.commands.execute(new DeleteOwnAccountCommand(userId, confirmation));
    await endSession(req);
  }

  @Post('account/deletion-email')
  @HttpCode(202)
  @SignedIn()
  @ApiOperation({
    operationId: 'requestAccountDeletionEmail',
    summary: `For an account without a password: email a one-time link (valid ${DELETE_LINK_MINUTES} minutes) to the page that confirms deleting it (409 when the account has a password)`,
  })
  @ApiAcceptedResponse({ type: EmailLinkSentDto })
  async requestDeletionEmail(@CurrentUserId() userId: string): Promise<EmailLinkSentDto> {
    await this.limiter.hit({ ...AUTH_LIMITS.emailLinkEmail, key: `delete-account:${userId}` });
    const email = await this.commands.execute(new RequestAccountDeletionEmailCommand(userId));
    return { message: `A confirmation link is on its way to ${email}. It works once and expires in ${DELETE_LINK_MINUTES} minutes.` };
  }
}
