import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, IsBoolean } from 'class-validator';
import { ASSESSMENTS, type Assessment, LIMITS, RECOMMENDATIONS, type Recommendation, VERIFICATION_METHODS } from '../domain/review-values.js';
import { MultilineText } from '../../../platform/http/text-input.js';

const assessmentMessage = (field: string) => `${field} must be one of: ${ASSESSMENTS.join(', ')}`;

/**
 * POST /api/reviews (spec section 7). Decorators run bottom-up: the type check sits next to
 * the property so a wrong type is reported as such, not as a length or range problem.
 */
export class SubmitReviewDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'reviewRequestId must be a review request id' })
  @IsNotEmpty({ message: 'reviewRequestId is required' })
  reviewRequestId: string;

  @ApiProperty({ format: 'uuid', description: 'The requesterId of the review request' })
  @IsUUID('all', { message: 'revieweeId must be a user id' })
  @IsNotEmpty({ message: 'revieweeId is required' })
  revieweeId: string;

  @ApiPropertyOptional({ type: String, description: 'Ignored: the name shown comes from your account', nullable: true })
  @IsOptional()
  @MaxLength(201)
  @IsString({ message: 'reviewerName must be text' })
  reviewerName?: string | null;

  @ApiProperty({ maxLength: LIMITS.text })
  @MaxLength(LIMITS.text, { message: `text must be at most ${LIMITS.text} characters` })
  @Matches(/\S/, { message: 'Review text is required' })
  @IsString({ message: 'text must be text' })
  @IsNotEmpty({ message: 'Review text is required' })
  @MultilineText()
  text: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'rating must be a whole number from 1 to 5' })
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @IsNotEmpty({ message: 'rating is required' })
  rating: number;

  @ApiPropertyOptional({ type: String, description: "Defaults to the request's context", maxLength: LIMITS.context, nullable: true })
  @IsOptional()
  @MaxLength(LIMITS.context, { message: `context must be at most ${LIMITS.context} characters` })
  @IsString({ message: 'context must be text' })
  context?: string | null;

  @ApiPropertyOptional({ type: String, description: "Defaults to the request's duration", maxLength: LIMITS.duration, nullable: true })
  @IsOptional()
  @MaxLength(LIMITS.duration, { message: `duration must be at most ${LIMITS.duration} characters` })
  @IsString({ message: 'duration must be text' })
  duration?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['Technical Skills: excellent'] })
  @IsOptional()
  @MaxLength(LIMITS.skill, { each: true, message: `each skill must be at most ${LIMITS.skill} characters` })
  @IsString({ each: true, message: 'skills must be a list of text' })
  @ArrayMaxSize(LIMITS.skills, { message: `skills can have at most ${LIMITS.skills} entries` })
  @IsArray({ message: 'skills must be a list of text' })
  skills?: string[] | null;

  @ApiPropertyOptional({ enum: ASSESSMENTS, nullable: true })
  @IsOptional()
  @IsIn(ASSESSMENTS, { message: assessmentMessage('technicalSkills') })
  technicalSkills?: Assessment | null;

  @ApiPropertyOptional({ enum: ASSESSMENTS, nullable: true })
  @IsOptional()
  @IsIn(ASSESSMENTS, { message: assessmentMessage('workEthic') })
  workEthic?: Assessment | null;

  @ApiPropertyOptional({ enum: ASSESSMENTS, nullable: true })
  @IsOptional()
  @IsIn(ASSESSMENTS, { message: assessmentMessage('communication') })
  communication?: Assessment | null;

  @ApiPropertyOptional({ enum: ASSESSMENTS, nullable: true })
  @IsOptional()
  @IsIn(ASSESSMENTS, { message: assessmentMessage('professionalism') })
  professionalism?: Assessment | null;

  @ApiPropertyOptional({ enum: RECOMMENDATIONS, nullable: true })
  @IsOptional()
  @IsIn(RECOMMENDATIONS, { message: `recommendation must be one of: ${RECOMMENDATIONS.join(', ')}` })
  recommendation?: Recommendation | null;

  @ApiProperty({ example: 'Chief Officer', maxLength: LIMITS.reviewerPosition })
  @MaxLength(LIMITS.reviewerPosition, { message: `reviewerPosition must be at most ${LIMITS.reviewerPosition} characters` })
  @Matches(/\S/, { message: 'Your position is required' })
  @IsString({ message: 'reviewerPosition must be text' })
  @IsNotEmpty({ message: 'Your position is required' })
  reviewerPosition: string;

  @ApiProperty({ example: 'M/Y Aurora', maxLength: LIMITS.reviewerVessel })
  @MaxLength(LIMITS.reviewerVessel, { message: `reviewerVessel must be at most ${LIMITS.reviewerVessel} characters` })
  @Matches(/\S/, { message: 'The vessel or project name is required' })
  @IsString({ message: 'reviewerVessel must be text' })
  @IsNotEmpty({ message: 'The vessel or project name is required' })
  reviewerVessel: string;

  @ApiPropertyOptional({ type: String, maxLength: LIMITS.reviewerCompany, nullable: true })
  @IsOptional()
  @MaxLength(LIMITS.reviewerCompany, { message: `reviewerCompany must be at most ${LIMITS.reviewerCompany} characters` })
  @IsString({ message: 'reviewerCompany must be text' })
  reviewerCompany?: string | null;

  @ApiPropertyOptional({ enum: VERIFICATION_METHODS, default: 'email', nullable: true })
  @IsOptional()
  @IsIn(VERIFICATION_METHODS, { message: `verificationMethod must be one of: ${VERIFICATION_METHODS.join(', ')}` })
  verificationMethod?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    description: "Confirm the reviewee's sea service for the days you served together (ADR 0027); only when the request named a period your own service overlaps",
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmService must be true or false' })
  confirmService?: boolean;
}
