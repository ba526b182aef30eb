import { REQUESTS_PAGE_DEFAULT } from '@crew/contracts/review-values';
import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { decodeTimestampCursor, encodeCursor, linkNext } from '../../../platform/http/keyset-pages.js';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import type { SentReviewRequestView } from '../read/review-request-view.js';
import { SentReviewRequestViewDto } from '../read/review-request-view.dto.js';
import { ListSentReviewRequestsQueryDto } from './list-sent-review-requests.dto.js';
import { ListSentReviewRequestsQuery } from './list-sent-review-requests.query.js';

@ApiTags('reviews')
@Controller('review-requests')
@SignedIn()
export class ListSentReviewRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    operationId: 'listSentReviewRequests',
    summary: 'My sent review requests, newest first, with state and email delivery status, a page at a time: the next page is in the Link header (rel="next").',
  })
  @ApiOkResponse({ type: [SentReviewRequestViewDto] })
  async list(
    @CurrentUserId() userId: string,
    @Query() dto: ListSentReviewRequestsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SentReviewRequestView[]> {
    const after = dto.cursor === undefined ? null : decodeTimestampCursor(dto.cursor);
    if (dto.cursor !== undefined && !after) throw new BadRequestException('cursor is invalid');
    const page = await this.queries.execute(new ListSentReviewRequestsQuery(userId, dto.limit ?? REQUESTS_PAGE_DEFAULT, after));
    if (page.next) linkNext(req, res, encodeCursor(page.next));
    return page.requests;
  }
}
