import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { ListReceivedReviewsQuery } from './list-received-reviews.query.js';

@ApiTags('reviews')
@Controller('reviews')
@SignedIn()
export class ListReceivedReviewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Reviews I received, newest first (reviewer details only with an active subscription)' })
  list(@CurrentUserId() userId: string) {
    return this.queries.execute(new ListReceivedReviewsQuery(userId));
  }
}
