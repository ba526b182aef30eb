import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ActivatedSubscriptionDto } from '../billing.dto.js';
import { CurrentUserId, Require } from '../../identity/contracts/auth.js';
import { ActivateSubscriptionCommand } from './activate-subscription.command.js';
import { ActivateSubscriptionDto } from './activate-subscription.dto.js';

@ApiTags('billing')
@Controller('test/activate-subscription')
export class ActivateSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Require('isEmployer')
  @ApiOperation({ operationId: 'activateTestSubscription', summary: 'Test mode (no payment): start a plan for one month and add its price as credits' })
  @ApiOkResponse({ type: ActivatedSubscriptionDto })
  activate(@CurrentUserId() userId: string, @Body() dto: ActivateSubscriptionDto) {
    return this.commands.execute(new ActivateSubscriptionCommand(userId, dto.planId));
  }
}
