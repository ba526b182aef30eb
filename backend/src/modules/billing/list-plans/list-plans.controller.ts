import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubscriptionPlanDto } from '../billing.dto.js';
import { Public } from '../../identity/contracts/auth.js';

@ApiTags('billing')
@Controller('subscription-plans')
export class ListPlansController {
  @Get()
  @Public()
  @ApiOperation({ operationId: 'listSubscriptionPlans', summary: 'The employer plans with their prices, features, monthly limits (null is unlimited) and included credits' })
  @ApiOkResponse({ type: [SubscriptionPlanDto] })
  list() {
    return SUBSCRIPTION_PLANS;
  }
}
