import { Body, Controller, Delete, HttpCode, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUserId, SignedIn } from '../contracts/auth.js';
import { endSession } from '../session/sessions.js';
import { DeleteOwnAccountCommand } from './delete-account.command.js';
import { DeleteAccountDto } from './delete-account.dto.js';

@ApiTags('profile')
@Controller('user')
export class DeleteAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('account')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({
    operationId: 'deleteOwnAccount',
    summary: 'Delete your account with your password: every session ends, links die, received reviews are deleted, written ones show "Former member"',
  })
  @ApiNoContentResponse({ description: 'Deleted; this session has ended' })
  async delete(@CurrentUserId() userId: string, @Body() dto: DeleteAccountDto, @Req() req: Request): Promise<void> {
    await this.commands.execute(new DeleteOwnAccountCommand(userId, dto.password));
    await endSession(req);
  }
}
