import { REVIEWS_PAGE_DEFAULT } from '@crew/contracts/review-values';
import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { decodeCursor, encodeCursor, linkNext, UUID } from '../../../platform/http/keyset-pages.js';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { ReviewViewDto } from '../read/review-view.dto.js';
import { ListReceivedReviewsQueryDto } from './list-received-reviews.dto.js';
import { ListReceivedReviewsQuery, type ReceivedReviewsCursor } from './list-received-reviews.query.js';

/** created_at as PostgreSQL prints a timestamptz (microseconds kept, so no two rows share a position by rounding). */
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

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
    const after = dto.cursor === undefined ? null : toCursor(dto.cursor);
    if (dto.cursor !== undefined && !after) throw new BadRequestException('cursor is invalid');
    const page = await this.queries.execute(new ListReceivedReviewsQuery(userId, dto.limit ?? REVIEWS_PAGE_DEFAULT, after, dto.filter ?? null));
    if (page.next) linkNext(req, res, encodeCursor(page.next));
    return page.reviews;
  }
}

function toCursor(text: string): ReceivedReviewsCursor | null {
  const c = decodeCursor(text);
  if (!c || Object.keys(c).length !== 2 || typeof c.at !== 'string' || !TIMESTAMP.test(c.at) || typeof c.id !== 'string' || !UUID.test(c.id)) return null;
  return { at: c.at, id: c.id };
}
