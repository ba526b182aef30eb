import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { IncomingReviewRequestViewDto } from './incoming-review-request.dto.js';
import { type IncomingReviewRequestView, ListIncomingReviewRequestsQuery } from './list-incoming-review-requests.query.js';

@ApiTags('reviews')
@Controller('incoming-review-requests')
@SignedIn()
export class ListIncomingReviewRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listIncomingReviewRequests', summary: 'Pending review requests sent to my email address, newest first' })
  @ApiOkResponse({ type: [IncomingReviewRequestViewDto] })
  list(@CurrentUserId() userId: string): Promise<IncomingReviewRequestView[]> {
    return this.queries.execute(new ListIncomingReviewRequestsQuery(userId));
  }
}
