import { ServedTogetherDto } from './service-view.dto.js';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ASSESSMENTS, type Assessment, RECOMMENDATIONS, type Recommendation, REVIEW_STATUSES, type ReviewStatus, VERIFICATION_STATUSES, type VerificationStatus } from '../domain/review-values.js';
import type { ReviewView, SubscriberReviewDetails } from './review-view.js';

/** ReviewView for the OpenAPI document, with the subscriber-only details as optional fields. */
@ApiSchema({ name: 'ReviewView' })
export class ReviewViewDto implements ReviewView, Partial<SubscriberReviewDetails> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REVIEW_STATUSES }) status: ReviewStatus;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ enum: VERIFICATION_STATUSES }) reviewerVerificationStatus: VerificationStatus;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() text: string;
  @ApiProperty() context: string;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty({ type: [String] }) skills: string[];
  @ApiProperty({ enum: ASSESSMENTS, nullable: true }) technicalSkills: Assessment | null;
  @ApiProperty({ enum: ASSESSMENTS, nullable: true }) workEthic: Assessment | null;
  @ApiProperty({ enum: ASSESSMENTS, nullable: true }) communication: Assessment | null;
  @ApiProperty({ enum: ASSESSMENTS, nullable: true }) professionalism: Assessment | null;
  @ApiProperty({ enum: RECOMMENDATIONS, nullable: true }) recommendation: Recommendation | null;
  @ApiProperty() reviewerName: string;
  @ApiProperty({ type: String, nullable: true }) reviewerProfileImage: string | null;
  @ApiProperty({ type: String, nullable: true }) reviewerWorkPosition: string | null;
  @ApiProperty() isHidden: boolean;
  @ApiProperty({ description: 'Waiting for an admin: counted nowhere, and its Served together not shown, until cleared or verified' }) flaggedAsSuspicious: boolean;
  @ApiProperty({ description: "The reviewer's account is suspended: not shown publicly and counted nowhere until the suspension is lifted" }) reviewerSuspended: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: ServedTogetherDto, nullable: true, description: "Reviewer and reviewee served on this vessel over these days: 'Served together on {vesselName} (Mar 2024 – Aug 2024)'" })
  servedTogether: ServedTogetherDto | null;
  @ApiPropertyOptional({ description: 'Only for viewers with an active subscription' }) reviewerPosition?: string;
  @ApiPropertyOptional({ description: 'Only for viewers with an active subscription' }) reviewerVessel?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only for viewers with an active subscription' }) reviewerCompany?: string | null;
  @ApiPropertyOptional({ description: 'Only for viewers with an active subscription' }) verificationMethod?: string;
  @ApiPropertyOptional({ description: 'Only for viewers with an active subscription' }) ipAddress?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only for viewers with an active subscription' }) verificationNotes?: string | null;
}
