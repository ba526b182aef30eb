import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreditBalanceDto } from '../billing.dto.js';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { AddCreditsCommand } from './add-credits.command.js';
import { AddCreditsDto } from './add-credits.dto.js';

@ApiTags('billing')
@Controller('credits/add')
export class AddCreditsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Require('isEmployer')
  @ApiOperation({ operationId: 'addCredits', summary: 'Test mode (no payment): add $50, $100 or $250 of credits' })
  @ApiOkResponse({ type: CreditBalanceDto })
  add(@CurrentUserId() userId: string, @Body() dto: AddCreditsDto) {
    return this.commands.execute(new AddCreditsCommand(userId, dto.amount));
  }
}
