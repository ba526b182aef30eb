import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SystemStatsDto } from '../moderation.dto.js';
import { GetUserTotalsQuery, type UserTotals } from '../../identity/contracts/admin.js';
import { Require } from '../../identity/contracts/auth.js';
import { GetReviewTotalsQuery, type ReviewTotals } from '../../reviews/contracts/moderation.queries.js';

/** Spec section 3, System stats. */
export interface SystemStats {
  users: UserTotals;
  reviews: ReviewTotals;
}

@ApiTags('admin')
@Controller('admin/system-stats')
@Require('isAdmin')
export class SystemStatsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'getSystemStats', summary: 'User and review totals for the admin dashboard' })
  @ApiOkResponse({ type: SystemStatsDto })
  async stats(): Promise<SystemStats> {
    const [users, reviews] = await Promise.all([this.queries.execute(new GetUserTotalsQuery()), this.queries.execute(new GetReviewTotalsQuery())]);
    return { users, reviews };
  }
}
