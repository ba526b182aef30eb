import { ServiceOnVesselDto } from '../read/service-view.dto.js';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { IncomingReviewRequestView } from './list-incoming-review-requests.query.js';

@ApiSchema({ name: 'IncomingReviewRequestView' })
export class IncomingReviewRequestViewDto implements IncomingReviewRequestView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) requesterId: string;
  @ApiProperty() requesterName: string;
  @ApiProperty({ type: String, nullable: true }) requesterPosition: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The addressee's name from their account" }) reviewerName: string | null;
  @ApiProperty() context: string;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: ServiceOnVesselDto, nullable: true, description: "The requester's period of sea service the review is about, if named" }) service: ServiceOnVesselDto | null;
  @ApiProperty({ type: ServiceOnVesselDto, nullable: true, description: "The days your own sea service overlaps it on the same IMO number: your review will say 'Served together'" })
  servedTogether: ServiceOnVesselDto | null;
}
