import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { ReviewViewDto } from '../read/review-view.dto.js';
import { ListReceivedReviewsQuery } from './list-received-reviews.query.js';

@ApiTags('reviews')
@Controller('reviews')
@SignedIn()
export class ListReceivedReviewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listReceivedReviews', summary: 'Reviews I received, newest first (reviewer details only with an active subscription)' })
  @ApiOkResponse({ type: [ReviewViewDto] })
  list(@CurrentUserId() userId: string): Promise<ReviewViewDto[]> {
    return this.queries.execute(new ListReceivedReviewsQuery(userId));
  }
}
