import { ServiceOnVesselDto } from './service-view.dto.js';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { EMAIL_STATUSES, type EmailStatus, REQUEST_STATES, type RequestState } from '../domain/review-values.js';
import type { SentReviewRequestView } from './review-request-view.js';

@ApiSchema({ name: 'SentReviewRequestView' })
export class SentReviewRequestViewDto implements SentReviewRequestView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) requesterId: string;
  @ApiProperty() reviewerEmail: string;
  @ApiProperty() context: string;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ enum: REQUEST_STATES }) state: RequestState;
  @ApiProperty({ enum: EMAIL_STATUSES }) emailStatus: EmailStatus;
  @ApiProperty({ type: ServiceOnVesselDto, nullable: true, description: 'The period of your sea service the review is about, if you named one' }) service: ServiceOnVesselDto | null;
}
