import { REVIEWS_PAGE_DEFAULT } from '@crew/contracts/review-values';
import { BadRequestException, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { decodeCursor, encodeCursor, linkNext } from '../../../platform/http/keyset-pages.js';
import { UUID } from '../../../platform/http/uuid-param.pipe.js';
import { CurrentUserId, SignedIn } from '../../identity/contracts/auth.js';
import { ReviewViewDto } from '../read/review-view.dto.js';
import { ListReceivedReviewsQueryDto } from './list-received-reviews.dto.js';
import { ListReceivedReviewsQuery, type ReceivedReviewsCursor } from './list-received-reviews.query.js';

/**
 * created_at as PostgreSQL prints a timestamptz (microseconds kept, so no two rows share a
 * position by rounding), with fields in range: PostgreSQL refuses '2024-13-45 99:99:99'.
 */
const TIMESTAMP = /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

/** The date part names a day of the calendar (not February 30th). */
const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

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
  if (!c || Object.keys(c).length !== 2 || typeof c.at !== 'string' || !TIMESTAMP.test(c.at) || !isCalendarDay(c.at.slice(0, 10)) || typeof c.id !== 'string' || !UUID.test(c.id)) return null;
  return { at: c.at, id: c.id };
}
