import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetUserTotalsQuery, type UserTotals } from '../../identity/contracts/admin.js';
import { CurrentUserId, SignedInGuard } from '../../identity/contracts/auth.js';
import { GetReviewTotalsQuery, type ReviewTotals } from '../../reviews/contracts/moderation.queries.js';
import { AdminAccess } from '../admin-access.js';

/** Spec section 3, System stats. */
export interface SystemStats {
  users: UserTotals;
  reviews: ReviewTotals;
}

@ApiTags('admin')
@Controller('admin/system-stats')
@UseGuards(SignedInGuard)
export class SystemStatsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly admins: AdminAccess,
  ) {}

  @Get()
  @ApiOperation({ summary: 'User and review totals for the admin dashboard' })
  async stats(@CurrentUserId() adminId: string): Promise<SystemStats> {
    await this.admins.require(adminId);
    const [users, reviews] = await Promise.all([this.queries.execute(new GetUserTotalsQuery()), this.queries.execute(new GetReviewTotalsQuery())]);
    return { users, reviews };
  }
}
