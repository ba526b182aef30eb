import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import type { SentReviewRequestView } from '../read/review-request-view.js';
import { SentReviewRequestViewDto } from '../read/review-request-view.dto.js';
import { ListSentReviewRequestsQuery } from './list-sent-review-requests.query.js';

@ApiTags('reviews')
@Controller('review-requests')
@SignedIn()
export class ListSentReviewRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listSentReviewRequests', summary: 'My sent review requests, newest first, with state and email delivery status' })
  @ApiOkResponse({ type: [SentReviewRequestViewDto] })
  list(@CurrentUserId() userId: string): Promise<SentReviewRequestView[]> {
    return this.queries.execute(new ListSentReviewRequestsQuery(userId));
  }
}
