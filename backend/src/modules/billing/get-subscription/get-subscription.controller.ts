import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubscriptionInfoDto } from '../billing.dto.js';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { GetSubscriptionQuery } from './get-subscription.query.js';

@ApiTags('billing')
@Controller('user/subscription')
export class GetSubscriptionController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'getSubscription', summary: 'Plan, status, credits, this month\'s allowances and activity of the signed-in account' })
  @ApiOkResponse({ type: SubscriptionInfoDto })
  get(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetSubscriptionQuery(userId));
  }
}
