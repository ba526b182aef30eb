import { SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../identity/contracts/auth.js';

@ApiTags('billing')
@Controller('subscription-plans')
export class ListPlansController {
  @Get()
  @Public()
  @ApiOperation({ summary: 'The employer plans with their prices, features, monthly limits (null is unlimited) and included credits' })
  list() {
    return SUBSCRIPTION_PLANS;
  }
}
