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
}

@ApiSchema({ name: 'PublicProfileStats' })
export class PublicProfileStatsDto implements PublicProfileStats {
  @ApiProperty() averageRating: number;
  @ApiProperty() totalReviews: number;
  @ApiProperty() verifiedReviews: number;
}

@ApiSchema({ name: 'PublicSkill' })
export class PublicSkillDto {
  @ApiProperty() name: string;
  @ApiProperty() averageRating: number;
}

@ApiSchema({ name: 'PublicProfile' })
export class PublicProfileDto implements PublicProfile {
  @ApiProperty({ type: PublicProfileUserDto }) user: PublicProfileUserDto;
  @ApiProperty({ type: [PublicReviewDto], description: 'Up to 5 confirmed, verified, visible reviews for full; none for basic' }) reviews: PublicReviewDto[];
  @ApiProperty({ type: PublicProfileStatsDto }) stats: PublicProfileStatsDto;
  @ApiProperty({ type: [PublicSkillDto] }) skills: PublicSkillDto[];
  @ApiProperty({ enum: ['full', 'basic'], description: "'basic' is a link created with the summary access level" }) accessLevel: PublicAccessLevel;
}
