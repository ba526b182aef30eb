import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { REVIEW_STATUSES, type ReviewStatus } from '../domain/review-values.js';
import type { SubmittedReview } from './submit-review.command.js';

@ApiSchema({ name: 'SubmittedReview' })
export class SubmittedReviewDto implements SubmittedReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) reviewRequestId: string;
  @ApiProperty({ format: 'uuid' }) revieweeId: string;
  @ApiProperty({ enum: REVIEW_STATUSES }) status: ReviewStatus;
  @ApiProperty() reviewerName: string;
  @ApiProperty() rating: number;
  @ApiProperty() text: string;
  @ApiProperty() context: string;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
