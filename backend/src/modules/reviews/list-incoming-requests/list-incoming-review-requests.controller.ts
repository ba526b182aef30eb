import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { type IncomingReviewRequestView, ListIncomingReviewRequestsQuery } from './list-incoming-review-requests.query.js';

@ApiTags('reviews')
@Controller('incoming-review-requests')
@SignedIn()
export class ListIncomingReviewRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Pending review requests sent to my email address, newest first' })
  list(@CurrentUserId() userId: string): Promise<IncomingReviewRequestView[]> {
    return this.queries.execute(new ListIncomingReviewRequestsQuery(userId));
  }
}
