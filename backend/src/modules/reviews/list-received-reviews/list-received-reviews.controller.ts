import { REVIEWS_PAGE_DEFAULT } from '@crew/contracts/review-values';
import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { decodeTimestampCursor, encodeCursor, linkNext } from '../../../platform/http/keyset-pages.js';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { ReviewViewDto } from '../read/review-view.dto.js';
import { ListReceivedReviewsQueryDto } from './list-received-reviews.dto.js';
import { ListReceivedReviewsQuery } from './list-received-reviews.query.js';

@ApiTags('reviews')
@Controller('reviews')
@SignedIn()
export class ListReceivedReviewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    operationId: 'listReceivedReviews',
    summary: 'Reviews I received, newest first (reviewer details only with an active subscription), a page at a time: the next page is in the Link header (rel="next").',
  })
  @ApiOkResponse({ type: [ReviewViewDto] })
  async list(
    @CurrentUserId() userId: string,
    @Query() dto: ListReceivedReviewsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReviewViewDto[]> {
    const after = dto.cursor === undefined ? null : decodeTimestampCursor(dto.cursor);
    if (dto.cursor !== undefined && !after) throw new BadRequestException('cursor is invalid');
    const page = await this.queries.execute(new ListReceivedReviewsQuery(userId, dto.limit ?? REVIEWS_PAGE_DEFAULT, after, dto.filter ?? null));
    if (page.next) linkNext(req, res, encodeCursor(page.next));
    return page.reviews;
  }
}
