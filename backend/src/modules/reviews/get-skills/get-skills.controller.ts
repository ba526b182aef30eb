import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { SkillRatingDto } from './skill-rating.dto.js';
import { GetSkillsQuery, type SkillRating } from './get-skills.query.js';

@ApiTags('reviews')
@Controller('skills')
@SignedIn()
export class GetSkillsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'getSkills', summary: 'My skills: average of each assessment over my confirmed reviews' })
  @ApiOkResponse({ type: [SkillRatingDto] })
  skills(@CurrentUserId() userId: string): Promise<SkillRating[]> {
    return this.queries.execute(new GetSkillsQuery(userId));
  }
}
