import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { GetSkillsQuery, type SkillRating } from './get-skills.query.js';

@ApiTags('reviews')
@Controller('skills')
@SignedIn()
export class GetSkillsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'My skills: average of each assessment over my confirmed reviews' })
  skills(@CurrentUserId() userId: string): Promise<SkillRating[]> {
    return this.queries.execute(new GetSkillsQuery(userId));
  }
}
