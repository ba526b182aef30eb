import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../platform/clock/clock.js';
import { CountSignUpsPerWeekQuery } from '../../identity/contracts/analytics.js';
import { Require } from '../../identity/contracts/auth.js';
import { GetReviewActivityPerWeekQuery } from '../../reviews/contracts/analytics.js';
import { type WeeklyActivity, weeklyActivity, weekStartOf } from './weekly-activity.js';

/** How far back the Analytics tab's charts reach. */
const WEEKS = 12;

@ApiSchema({ name: 'WeeklyActivity' })
class WeeklyActivityDto implements WeeklyActivity {
  @ApiProperty({ format: 'date', description: 'Monday of the week (UTC)' }) weekStart: string;
  @ApiProperty() signUps: number;
  @ApiProperty() reviews: number;
  @ApiProperty() flagsRaised: number;
  @ApiProperty({ description: 'Flags an admin cleared or resolved by verifying the review' }) flagsCleared: number;
}

@ApiTags('admin')
@Controller('admin/analytics')
@Require('isAdmin')
export class AnalyticsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getAdminAnalytics', summary: 'Sign-ups, reviews, and flags raised and cleared per week, the last 12 weeks, oldest first' })
  @ApiOkResponse({ type: [WeeklyActivityDto] })
  async weekly(): Promise<WeeklyActivity[]> {
    const now = this.clock.now();
    const since = new Date(weekStartOf(now).getTime() - (WEEKS - 1) * 7 * 86_400_000);
    const [signUps, reviews] = await Promise.all([
      this.queries.execute(new CountSignUpsPerWeekQuery(since)),
      this.queries.execute(new GetReviewActivityPerWeekQuery(since)),
    ]);
    return weeklyActivity(now, WEEKS, signUps, reviews);
  }
}
