import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { GetSubscriptionQuery } from './get-subscription.query.js';

@ApiTags('billing')
@Controller('user/subscription')
export class GetSubscriptionController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Plan, status, credits, this month\'s allowances and activity of the signed-in account' })
  get(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetSubscriptionQuery(userId));
  }
}
