import { SEARCH_CERTIFICATIONS, SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX, SEARCH_POSITIONS } from '@crew/contracts/search-values';
import { AVAILABILITIES, type Availability } from '@crew/contracts/user-values';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CrewSearchResult } from './search-crew.query.js';

const POSITION_VALUES = SEARCH_POSITIONS.map((p) => p.value);
const CERTIFICATION_VALUES = SEARCH_CERTIFICATIONS.map((c) => c.value);

/** The spec's query string (section 7) plus keyset pagination (`cursor`, `limit`). */
export class SearchCrewQueryDto {
  @ApiPropertyOptional({ description: 'Free text: names, position, bio and certificate names (web search syntax: "quoted phrase", or, -word)', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'query must be text' })
  @MaxLength(200, { message: 'query must be at most 200 characters' })
  query?: string;

  @ApiPropertyOptional({ enum: POSITION_VALUES })
  @IsOptional()
  @IsIn(POSITION_VALUES, { message: `position must be one of ${POSITION_VALUES.join(', ')}` })
  position?: string;

  @ApiPropertyOptional({ description: 'Part of the location, any case', maxLength: 120 })
  @IsOptional()
  @IsString({ message: 'location must be text' })
  @MaxLength(120, { message: 'location must be at most 120 characters' })
  location?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 80, description: 'Minimum years of experience' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'minExperience must be a whole number from 0 to 80' })
  @Min(0, { message: 'minExperience must be a whole number from 0 to 80' })
  @Max(80, { message: 'minExperience must be a whole number from 0 to 80' })
  minExperience?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 5, description: 'Minimum average rating' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'minRating must be a number from 0 to 5' })
  @Min(0, { message: 'minRating must be a number from 0 to 5' })
  @Max(5, { message: 'minRating must be a number from 0 to 5' })
  minRating?: number;

  @ApiPropertyOptional({ enum: AVAILABILITIES })
  @IsOptional()
  @IsIn(AVAILABILITIES, { message: 'availability must be available, notice or future' })
  availability?: Availability;

  @ApiPropertyOptional({ type: [String], enum: CERTIFICATION_VALUES, description: 'Repeated; every option must be satisfied (each by any of its certificates)' })
  @IsOptional()
  @IsIn(CERTIFICATION_VALUES, { each: true, message: `certifications must be among ${CERTIFICATION_VALUES.join(', ')}` })
  certifications?: string | string[];

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      "'true': only crew with at least one certificate whose expiry date is recorded and none of their certificates past its expiry date today (UTC); certificates without an expiry date count for neither. Combines with every other filter (all must hold).",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'validCertificatesOnly must be true or false' })
  validCertificatesOnly?: 'true' | 'false';

  @ApiPropertyOptional({ description: 'Where the previous page ended (from the Link header)' })
  @IsOptional()
  @IsString({ message: 'cursor is invalid' })
  @MaxLength(400, { message: 'cursor is invalid' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_PAGE_MAX, default: SEARCH_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${SEARCH_PAGE_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${SEARCH_PAGE_MAX}` })
  @Max(SEARCH_PAGE_MAX, { message: `limit must be a whole number from 1 to ${SEARCH_PAGE_MAX}` })
  limit?: number;
}

@ApiSchema({ name: 'CrewSearchResult', description: 'A crew member who shows their profile in search; never an email, phone or IP' })
export class CrewSearchResultDto implements CrewSearchResult {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) position: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true }) experienceYears: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Public average rating; null before the first review' }) averageRating: number | null;
  @ApiProperty() verifiedReviews: number;
  @ApiProperty() totalReviews: number;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: [String], description: 'Names of every STCW endorsement' }) stcwCertificates: string[];
  @ApiProperty({ description: 'Total sea time in days on articles, over every period of sea service' }) seaDays: number;
}
