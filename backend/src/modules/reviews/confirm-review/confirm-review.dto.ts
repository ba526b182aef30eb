import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** PATCH /api/reviews/{id}: the only change a reviewee makes to a review is confirming it. */
export class ConfirmReviewDto {
  @ApiProperty({ enum: ['confirmed'] })
  @IsIn(['confirmed'], { message: "status must be 'confirmed'" })
  status: 'confirmed';
}
