import {
  SEARCH_CERTIFICATIONS,
  SEARCH_LOCATION_MAX,
  SEARCH_PAGE_DEFAULT,
  SEARCH_PAGE_MAX,
  SEARCH_POSITIONS,
  SEARCH_QUERY_MAX,
  SEARCH_SORT_VALUES,
  type SearchSort,
} from '@crew/contracts/search-values';
import { AVAILABILITIES, type Availability } from '@crew/contracts/user-values';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CrewSearchResult } from './search-crew.query.js';
import type { SearchParams } from './search-filters.js';

const POSITION_VALUES = SEARCH_POSITIONS.map((p) => p.value);
const CERTIFICATION_VALUES = SEARCH_CERTIFICATIONS.map((c) => c.value);

/** A search: the spec's query string (section 7) and the order; what a saved search keeps. */
@ApiSchema({ name: 'SearchCriteria', description: 'Text, filters and order of a crew search, as GET /api/search/crew takes them' })
export class SearchCriteriaDto implements SearchParams {
  @ApiPropertyOptional({
    description:
      'Free text: names, position, bio, certificate names and codes (STCW II/2, A-VI/1, 46 CFR 11.404), accents ignored (web search syntax: "quoted phrase", or, -word)',
    maxLength: SEARCH_QUERY_MAX,
  })
  @IsOptional()
  @IsString({ message: 'query must be text' })
  @MaxLength(SEARCH_QUERY_MAX, { message: `query must be at most ${SEARCH_QUERY_MAX} characters` })
  query?: string;

  @ApiPropertyOptional({ enum: POSITION_VALUES })
  @IsOptional()
  @IsIn(POSITION_VALUES, { message: `position must be one of ${POSITION_VALUES.join(', ')}` })
  position?: string;

  @ApiPropertyOptional({ description: 'Part of the location, any case, accents ignored', maxLength: SEARCH_LOCATION_MAX })
  @IsOptional()
  @IsString({ message: 'location must be text' })
  @MaxLength(SEARCH_LOCATION_MAX, { message: `location must be at most ${SEARCH_LOCATION_MAX} characters` })
  location?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 80, description: 'Minimum years of experience (Professional and Enterprise plans)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'minExperience must be a whole number from 0 to 80' })
  @Min(0, { message: 'minExperience must be a whole number from 0 to 80' })
  @Max(80, { message: 'minExperience must be a whole number from 0 to 80' })
  minExperience?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 5, description: 'Minimum average rating over verified reviews (Professional and Enterprise plans)' })
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

  @ApiPropertyOptional({ type: [String], enum: CERTIFICATION_VALUES, description: 'Repeated; every option must be satisfied (each by any of its certificates) (Professional and Enterprise plans)' })
  @IsOptional()
  @IsIn(CERTIFICATION_VALUES, { each: true, message: `certifications must be among ${CERTIFICATION_VALUES.join(', ')}` })
  certifications?: string | string[];

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      "'true': only crew with at least one certificate whose expiry date is recorded and none of their certificates past its expiry date today (UTC); certificates without an expiry date count for neither. Combines with every other filter (all must hold). Professional and Enterprise plans.",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'validCertificatesOnly must be true or false' })
  validCertificatesOnly?: 'true' | 'false';

  @ApiPropertyOptional({
    enum: SEARCH_SORT_VALUES,
    description:
      'relevance (the default with text; without text it is rating), rating (the default without text), experience (most years first) or availability (available now, with notice, future); ties by rating, then id',
  })
  @IsOptional()
  @IsIn(SEARCH_SORT_VALUES, { message: `sort must be one of ${SEARCH_SORT_VALUES.join(', ')}` })
  sort?: SearchSort;
}

/** GET /api/search/crew: a search plus keyset pagination (`cursor`, `limit`). */
export class SearchCrewQueryDto extends SearchCriteriaDto {
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
  @ApiProperty({ type: Number, nullable: true, description: 'Average over verified reviews only, each reviewer once; null before the first' }) averageRating: number | null;
  @ApiProperty({ description: 'Reviewers with a verified, confirmed, shown review' }) verifiedReviews: number;
  @ApiProperty({ description: 'Reviewers with a confirmed, shown review, verified or not' }) totalReviews: number;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: [String], description: 'Names of every STCW endorsement' }) stcwCertificates: string[];
  @ApiProperty({ description: 'Total sea time in days on articles, over every period of sea service' }) seaDays: number;
}
