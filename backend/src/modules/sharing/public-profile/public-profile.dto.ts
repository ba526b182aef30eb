import { VESSEL_TYPES } from '@crew/contracts/sea-service';
import type { PublicSeaService } from '../public-profile-document/public-profile-document.js';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PublicReview } from '../../reviews/contracts/list-public-reviews.query.js';
import type { PublicAccessLevel } from '../domain/share-link-values.js';
import type { PublicProfile } from './public-profile.view.js';

type PublicProfileUser = PublicProfile['user'];
type PublicProfileStats = PublicProfile['stats'];

@ApiSchema({ name: 'PublicProfileUser' })
export class PublicProfileUserDto implements PublicProfileUser {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) position: string | null;
  @ApiProperty({ type: String, nullable: true }) experience: string | null;
  @ApiProperty({ type: Number, nullable: true }) experienceYears: number | null;
  @ApiProperty({ type: String, nullable: true }) rank: string | null;
  @ApiProperty() role: string;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ type: [String], description: 'Names (not ids) of up to 6 STCW endorsements' }) stcwEndorsements: string[];
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'date' },
    description: "Recorded expiry dates of the endorsements listed, by name (absent when none is recorded); expired after that day (UTC)",
  })
  stcwEndorsementExpiryDates: Record<string, string>;
}

@ApiSchema({ name: 'PublicServedTogether' })
export class PublicServedTogetherDto {
  @ApiProperty() vesselName: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ description: "The reviewer confirmed the person's sea service over these days" }) serviceConfirmed: boolean;
}

@ApiSchema({ name: 'PublicReview' })
export class PublicReviewDto implements PublicReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['confirmed'] }) status: 'confirmed';
  @ApiProperty({ type: Boolean, enum: [true] }) isVerified: true;
  @ApiProperty() rating: number;
  @ApiProperty() text: string;
  @ApiProperty() context: string;
  @ApiProperty({ type: String, nullable: true }) duration: string | null;
  @ApiProperty() reviewerName: string;
  @ApiProperty({ type: String, nullable: true }) reviewerWorkPosition: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: PublicServedTogetherDto, nullable: true, description: "'Served together on {vesselName} (Mar 2024 – Aug 2024)'" }) servedTogether: PublicServedTogetherDto | null;
}

@ApiSchema({ name: 'PublicProfileStats' })
export class PublicProfileStatsDto implements PublicProfileStats {
  @ApiProperty() averageRating: number;
  @ApiProperty() totalReviews: number;
  @ApiProperty() verifiedReviews: number;
  @ApiProperty({ description: "Public reviews that say 'Served together' (the reviewer's sea service overlaps the person's on the same vessel)" }) servedTogetherReviews: number;
}

@ApiSchema({ name: 'PublicSkill' })
export class PublicSkillDto {
  @ApiProperty() name: string;
  @ApiProperty() averageRating: number;
}

@ApiSchema({ name: 'PublicServiceConfirmation', description: 'A reviewer who served with the person confirmed this service' })
export class PublicServiceConfirmationDto {
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date', description: 'First day they served together' }) from: string;
  @ApiProperty({ format: 'date', description: 'Last day they served together' }) to: string;
}

@ApiSchema({ name: 'PublicServicePeriod' })
export class PublicServicePeriodDto {
  @ApiProperty() vesselName: string;
  @ApiProperty() imoNumber: string;
  @ApiProperty() flag: string;
  @ApiProperty({ enum: VESSEL_TYPES }) vesselType: string;
  @ApiProperty() grossTonnage: number;
  @ApiProperty() rank: string;
  @ApiProperty({ format: 'date' }) signOnDate: string;
  @ApiProperty({ format: 'date' }) signOffDate: string;
  @ApiProperty({ description: 'Days on articles, both ends counted' }) days: number;
  @ApiProperty({ type: Number, nullable: true }) daysAtSea: number | null;
  @ApiProperty({ type: [PublicServiceConfirmationDto] }) confirmedBy: PublicServiceConfirmationDto[];
}

@ApiSchema({ name: 'PublicSeaTimeTotals' })
export class PublicSeaTimeTotalsDto {
  @ApiProperty() periods: number;
  @ApiProperty() days: number;
  @ApiProperty() daysAtSea: number;
}

@ApiSchema({ name: 'PublicSeaService', description: 'Sea service, newest sign-on first, with total sea time (full links only)' })
export class PublicSeaServiceDto implements PublicSeaService {
  @ApiProperty({ type: PublicSeaTimeTotalsDto }) totals: PublicSeaTimeTotalsDto;
  @ApiProperty({ type: [PublicServicePeriodDto] }) periods: PublicServicePeriodDto[];
}

@ApiSchema({ name: 'PublicProfile' })
export class PublicProfileDto implements PublicProfile {
  @ApiProperty({ type: PublicProfileUserDto }) user: PublicProfileUserDto;
  @ApiProperty({ type: [PublicReviewDto], description: 'Up to 5 confirmed, verified, visible reviews for full; none for basic' }) reviews: PublicReviewDto[];
  @ApiProperty({ type: PublicProfileStatsDto }) stats: PublicProfileStatsDto;
  @ApiProperty({ type: [PublicSkillDto] }) skills: PublicSkillDto[];
  @ApiProperty({ type: PublicSeaServiceDto, nullable: true, description: 'Sea service for full links; null for basic or when none is recorded' }) seaService: PublicSeaServiceDto | null;
  @ApiProperty({ enum: ['full', 'basic'], description: "'basic' is a link created with the summary access level" }) accessLevel: PublicAccessLevel;
}
