import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDateString, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MAX_BULK_TARGETS } from '../../identity/contracts/auth.js';
import { FRAUD_RULES, type FraudRule, MODERATION_SORTS, type ModerationSort } from '../../reviews/contracts/moderation.queries.js';
import { PageParam, PageSizeParam } from '../page-query.js';
import { DecisionDto } from '../moderation-reason.dto.js';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const WHOLE = (name: string, max: number) => `${name} must be a whole number from 1 to ${max}`;

/** Filters, sorting and paging of the All Reviews and Suspicious Reviews tabs, as the URL carries them. */
export class ListReviewsQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'confirmed'] })
  @IsOptional()
  @IsIn(['pending', 'confirmed'], { message: 'status must be pending or confirmed' })
  status?: 'pending' | 'confirmed';

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsIn([true, false], { message: 'verified must be true or false' })
  verified?: boolean;

  @ApiPropertyOptional({ enum: FRAUD_RULES, description: 'Reviews with a signal from this fraud rule' })
  @IsOptional()
  @IsIn(FRAUD_RULES, { message: `rule must be one of: ${FRAUD_RULES.join(', ')}` })
  rule?: FraudRule;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, description: 'At least this many fraud signals' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: WHOLE('minSignals', 20) })
  @Min(1, { message: WHOLE('minSignals', 20) })
  @Max(20, { message: WHOLE('minSignals', 20) })
  minSignals?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 20, description: "At least this many signals of weight 'flag'" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: WHOLE('minFlags', 20) })
  @Min(1, { message: WHOLE('minFlags', 20) })
  @Max(20, { message: WHOLE('minFlags', 20) })
  minFlags?: number;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'revieweeId must be a user id' })
  revieweeId?: string;

  @ApiPropertyOptional({ maxLength: 100, description: "Part of the reviewee's name or email" })
  @IsOptional()
  @IsString({ message: 'reviewee must be text' })
  @MaxLength(100, { message: 'reviewee must be at most 100 characters' })
  reviewee?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'reviewerId must be a user id' })
  reviewerId?: string;

  @ApiPropertyOptional({ maxLength: 100, description: "Part of the reviewer's name or email" })
  @IsOptional()
  @IsString({ message: 'reviewer must be text' })
  @MaxLength(100, { message: 'reviewer must be at most 100 characters' })
  reviewer?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Submitted on or after this day (UTC)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Submitted on or before this day (UTC)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ enum: MODERATION_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(MODERATION_SORTS, { message: `sort must be one of: ${MODERATION_SORTS.join(', ')}` })
  sort?: ModerationSort;

  @PageParam()
  page?: number;

  @PageSizeParam(20)
  pageSize?: number;
}

export const BULK_REVIEW_ACTIONS = ['clear-flag', 'verify', 'delete'] as const;
export type BulkReviewAction = (typeof BULK_REVIEW_ACTIONS)[number];

/** One decision with one reason for several reviews (the queue's bulk selection). */
export class BulkReviewDecisionDto extends DecisionDto {
  @ApiProperty({ enum: BULK_REVIEW_ACTIONS })
  @IsIn(BULK_REVIEW_ACTIONS, { message: `action must be one of: ${BULK_REVIEW_ACTIONS.join(', ')}` })
  action: BulkReviewAction;

  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_BULK_TARGETS })
  @IsArray({ message: `reviewIds must be a list of 1 to ${MAX_BULK_TARGETS} ids` })
  @ArrayMinSize(1, { message: `reviewIds must be a list of 1 to ${MAX_BULK_TARGETS} ids` })
  @ArrayMaxSize(MAX_BULK_TARGETS, { message: `reviewIds must be a list of 1 to ${MAX_BULK_TARGETS} ids` })
  @IsUUID('all', { each: true, message: `reviewIds must be a list of 1 to ${MAX_BULK_TARGETS} ids` })
  reviewIds: string[];
}
