import { REQUESTS_PAGE_DEFAULT, REQUESTS_PAGE_MAX } from '@crew/contracts/review-values';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CURSOR_MAX_LENGTH } from '../../../platform/http/keyset-pages.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${REQUESTS_PAGE_MAX}`;

/** Keyset pagination of GET /api/review-requests (the next page's URL comes in the Link header). */
export class ListSentReviewRequestsQueryDto {
  @ApiPropertyOptional({ description: 'Where the previous page ended (from the Link header)' })
  @IsOptional()
  @IsString({ message: 'cursor is invalid' })
  @MaxLength(CURSOR_MAX_LENGTH, { message: 'cursor is invalid' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: REQUESTS_PAGE_MAX, default: REQUESTS_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(REQUESTS_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}
