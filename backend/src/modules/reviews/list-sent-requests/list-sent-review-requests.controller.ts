import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import type { SentReviewRequestView } from '../read/review-request-view.js';
import { ListSentReviewRequestsQuery } from './list-sent-review-requests.query.js';

@ApiTags('reviews')
@Controller('review-requests')
@SignedIn()
export class ListSentReviewRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'My sent review requests, newest first, with state and email delivery status' })
  list(@CurrentUserId() userId: string): Promise<SentReviewRequestView[]> {
    return this.queries.execute(new ListSentReviewRequestsQuery(userId));
  }
}
