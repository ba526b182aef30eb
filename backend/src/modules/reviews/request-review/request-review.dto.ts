import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { LIMITS } from '../domain/review-values.js';
import { MultilineText } from '../../../platform/http/text-input.js';

/** POST /api/review-requests (spec section 7). */
export class RequestReviewDto {
  @ApiProperty({ example: 'sam.lee@example.com' })
  @MaxLength(254, { message: 'reviewerEmail must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid reviewer email address' })
  @IsNotEmpty({ message: 'Reviewer email is required' })
  reviewerEmail: string;

  @ApiProperty({ example: 'M/Y Aurora, Mediterranean season 2024', maxLength: LIMITS.context })
  @MaxLength(LIMITS.context, { message: `context must be at most ${LIMITS.context} characters` })
  @Matches(/\S/, { message: 'Work context is required' })
  @IsString({ message: 'context must be text' })
  @IsNotEmpty({ message: 'Work context is required' })
  context: string;

  @ApiPropertyOptional({ type: String, example: '6 months', maxLength: LIMITS.duration, nullable: true })
  @IsOptional()
  @MaxLength(LIMITS.duration, { message: `duration must be at most ${LIMITS.duration} characters` })
  @IsString({ message: 'duration must be text' })
  duration?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Would you write a few words about our season together?', maxLength: LIMITS.message, nullable: true })
  @IsOptional()
  @MaxLength(LIMITS.message, { message: `message must be at most ${LIMITS.message} characters` })
  @IsString({ message: 'message must be text' })
  @MultilineText()
  message?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "One of the requester's periods of sea service the review is about: a reviewer with service on the same IMO number over overlapping days makes it 'Served together'",
  })
  @IsOptional()
  @IsUUID('all', { message: 'servicePeriodId must be the id of one of your periods of sea service' })
  servicePeriodId?: string | null;
}
