import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../platform/clock/clock.js';
import { CurrentUserId, RequirePlan } from '../../identity/contracts/auth.js';
import type { EmployerActivity, EmployerAnalytics, EmployerWeek } from './employer-analytics.js';
import { GetEmployerAnalyticsQuery } from './get-employer-analytics.handler.js';

@ApiSchema({ name: 'EmployerActivity' })
class EmployerActivityDto implements EmployerActivity {
  @ApiProperty({ description: 'Crew profiles opened for the first time that month (what the plan counts)' }) profileViews: number;
  @ApiProperty() contactsSent: number;
  @ApiProperty({ description: 'Of the requests sent, those the crew member has accepted so far' }) contactsAccepted: number;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100, description: 'contactsAccepted of contactsSent, a whole percent; null when none were sent' })
  acceptanceRate: number | null;
  @ApiProperty({ description: 'Verification reports ordered (not those that failed to build)' }) reportsOrdered: number;
}

@ApiSchema({ name: 'EmployerWeek' })
class EmployerWeekDto extends EmployerActivityDto implements EmployerWeek {
  @ApiProperty({ format: 'date', description: 'Monday of the week (UTC)' }) weekStart: string;
}

@ApiSchema({ name: 'EmployerAnalytics' })
class EmployerAnalyticsDto implements EmployerAnalytics {
  @ApiProperty({ type: [EmployerWeekDto], description: 'The last 12 weeks, oldest first, every week present' }) weeks: EmployerWeek[];
  @ApiProperty({ type: EmployerActivityDto, description: 'Over the same 12 weeks' }) totals: EmployerActivity;
}

/** The Employer page's Analytics tab (DESIGN.md, "Plan features"): Enterprise only. */
@ApiTags('billing')
@Controller('employer/analytics')
export class EmployerAnalyticsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get()
  @RequirePlan('analytics')
  @ApiOperation({
    operationId: 'getEmployerAnalytics',
    summary: 'Your profile views, contact requests sent and accepted (with the acceptance rate) and verification reports, per week for the last 12 weeks, and their totals (Enterprise plan)',
  })
  @ApiOkResponse({ type: EmployerAnalyticsDto })
  get(@CurrentUserId() employerId: string): Promise<EmployerAnalytics> {
    return this.queries.execute(new GetEmployerAnalyticsQuery(employerId, this.clock.now()));
  }
}
