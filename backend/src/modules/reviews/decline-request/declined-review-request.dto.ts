import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { DeclinedReviewRequest } from './decline-review-request.command.js';

@ApiSchema({ name: 'DeclinedReviewRequest' })
export class DeclinedReviewRequestDto implements DeclinedReviewRequest {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['declined'] }) state: 'declined';
}
