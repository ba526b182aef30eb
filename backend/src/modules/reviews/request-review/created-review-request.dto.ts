import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { SentReviewRequestViewDto } from '../read/review-request-view.dto.js';
import type { CreatedReviewRequest } from './request-review.command.js';

@ApiSchema({ name: 'CreatedReviewRequest' })
export class CreatedReviewRequestDto extends SentReviewRequestViewDto implements CreatedReviewRequest {
  @ApiProperty({ enum: ['queued'], description: 'The invitation waits in the outbox; the list shows when it is sent' }) override emailStatus: 'queued';
  @ApiProperty() deliveryNote: string;
}
