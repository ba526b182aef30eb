import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { EmployerReview, ReviewerDetails } from '../../reviews/contracts/employer-reviews.query.js';
import { CERTIFICATION_GROUPS, type CertificationGroup, type EmployerCertificate, type EmployerCertificateGroup, type EmployerProfileFacts } from './employer-profile.js';

@ApiSchema({ name: 'EmployerReviewerDetails', description: 'Shown only to a viewer with an active subscription' })
export class ReviewerDetailsDto implements ReviewerDetails {
  @ApiProperty() reviewerPosition: string;
  @ApiProperty() reviewerVessel: string;
  @ApiProperty({ type: String, nullable: true }) reviewerCompany: string | null;
  @ApiProperty() verificationMethod: string;
  @ApiProperty() ipAddress: string;
  @ApiProperty({ type: String, nullable: true, description: "The admin's note" }) verificationNotes: string | null;
}

export class ServedTogetherDto {
  @ApiProperty() vesselName: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ description: "The reviewer confirmed the crew member's sea service on those days" }) serviceConfirmed: boolean;
}

@ApiSchema({ name: 'EmployerReview' })
export class EmployerReviewDto implements EmployerReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() text: string;
  @ApiProperty() context: string;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty({ type: [String] }) skills: string[];
  @ApiProperty() reviewerName: string;
  @ApiProperty({ type: String, nullable: true }) reviewerWorkPosition: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: ServedTogetherDto, nullable: true }) servedTogether: ServedTogetherDto | null;
  @ApiProperty({ type: ReviewerDetailsDto, nullable: true }) reviewerDetails: ReviewerDetailsDto | null;
}

@ApiSchema({ name: 'EmployerCertificate', description: 'A held certification and its validity; never its number or scan' })
export class EmployerCertificateDto implements EmployerCertificate {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) code: string | null;
  @ApiProperty({ type: String, nullable: true }) authority: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expiryDate: string | null;
  @ApiProperty({ type: String, enum: ['valid', 'expiring', 'expired'], nullable: true, description: 'Null when no expiry date is recorded' })
  status: EmployerCertificate['status'];
  @ApiProperty({ type: Number, nullable: true, description: 'Days from today (UTC) to the expiry date, negative once past' }) daysUntilExpiry: number | null;
}

@ApiSchema({ name: 'EmployerCertificateGroup' })
export class EmployerCertificateGroupDto implements EmployerCertificateGroup {
  @ApiProperty({ enum: CERTIFICATION_GROUPS }) group: CertificationGroup;
  @ApiProperty() title: string;
  @ApiProperty({ type: [EmployerCertificateDto] }) certificates: EmployerCertificateDto[];
}

export class SeaTimeTotalsDto {
  @ApiProperty() periods: number;
  @ApiProperty({ description: 'Days on articles' }) days: number;
  @ApiProperty() daysAtSea: number;
}

@ApiSchema({ name: 'EmployerSeaServicePeriod' })
export class EmployerSeaServicePeriodDto {
  @ApiProperty() vesselName: string;
  @ApiProperty() imoNumber: string;
  @ApiProperty() flag: string;
  @ApiProperty() vesselType: string;
  @ApiProperty() grossTonnage: number;
  @ApiProperty() rank: string;
  @ApiProperty({ format: 'date' }) signOnDate: string;
  @ApiProperty({ format: 'date' }) signOffDate: string;
  @ApiProperty({ type: Number, nullable: true }) daysAtSea: number | null;
  @ApiProperty() days: number;
  @ApiProperty({ type: [String], description: 'Names of the reviewers who confirmed this service' }) confirmedBy: string[];
}

@ApiSchema({ name: 'EmployerSeaService' })
export class EmployerSeaServiceDto {
  @ApiProperty({ type: SeaTimeTotalsDto }) totals: SeaTimeTotalsDto;
  @ApiProperty({ type: [EmployerSeaServicePeriodDto] }) periods: EmployerSeaServicePeriodDto[];
}

export class EmployerProfileFactsDto {
  @ApiProperty({ type: [EmployerReviewDto], description: 'Every verified, confirmed, unhidden review, newest first' }) reviews: EmployerReviewDto[];
  @ApiProperty({ type: [EmployerCertificateGroupDto] }) certifications: EmployerCertificateGroupDto[];
  @ApiProperty({ type: EmployerSeaServiceDto }) seaService: EmployerProfileFacts['seaService'];
}
