import { RECEIVED_REVIEWS_FILTERS, type ReceivedReviewsFilter, REVIEWS_PAGE_DEFAULT, REVIEWS_PAGE_MAX } from '@crew/contracts/review-values';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CURSOR_MAX_LENGTH } from '../../../platform/http/keyset-pages.js';

/** Keyset pagination of GET /api/reviews (the next page's URL comes in the Link header). */
export class ListReceivedReviewsQueryDto {
  @ApiPropertyOptional({ description: 'Where the previous page ended (from the Link header)' })
  @IsOptional()
  @IsString({ message: 'cursor is invalid' })
  @MaxLength(CURSOR_MAX_LENGTH, { message: 'cursor is invalid' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: REVIEWS_PAGE_MAX, default: REVIEWS_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}` })
  @Max(REVIEWS_PAGE_MAX, { message: `limit must be a whole number from 1 to ${REVIEWS_PAGE_MAX}` })
  limit?: number;

  @ApiPropertyOptional({
    enum: RECEIVED_REVIEWS_FILTERS,
    description: 'Only the verified (confirmed, verified reviewer) or the pending reviews, as GET /api/stats counts them; all when absent',
  })
  @IsOptional()
  @IsIn(RECEIVED_REVIEWS_FILTERS, { message: `filter must be one of: ${RECEIVED_REVIEWS_FILTERS.join(', ')}` })
  filter?: ReceivedReviewsFilter;
}
