import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { ProfileStatsDto } from './profile-stats.dto.js';
import { GetProfileStatsQuery, type ProfileStats } from './get-profile-stats.query.js';

@ApiTags('reviews')
@Controller('stats')
@SignedIn()
export class GetProfileStatsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'getProfileStats', summary: 'My profile stats: reviews, verified, pending, profile views, active links, average rating' })
  @ApiOkResponse({ type: ProfileStatsDto })
  stats(@CurrentUserId() userId: string): Promise<ProfileStats> {
    return this.queries.execute(new GetProfileStatsQuery(userId));
  }
}
