import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { AVAILABILITIES, type Availability, RANKS, type Rank } from '../contracts/user-values.js';
import { cleanFreeTextList, cleanText, OptionalNotNull, uniqueIds } from './profile-input.js';
import { MultilineText } from '../../../platform/http/text-input.js';

/** Far above any real selection (the largest catalogue has about 60 entries), so only abuse hits it. */
const MAX_SELECTED_IDS = 200;

const idList = (field: string) =>
  [
    ApiPropertyOptional({ type: [String], description: `Catalogue ids (GET /api/certifications/catalogue, ${field})` }),
    OptionalNotNull(),
    Transform(uniqueIds),
    ArrayMaxSize(MAX_SELECTED_IDS, { message: `${field} can hold at most ${MAX_SELECTED_IDS} ids` }),
    MaxLength(100, { each: true, message: `${field} must contain catalogue ids` }),
    IsString({ each: true, message: `${field} must contain catalogue ids` }),
    IsArray({ message: `${field} must be a list of catalogue ids` }),
  ] as PropertyDecorator[];

/** Applies decorators listed top to bottom as if stacked on the property (the lowest runs first). */
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => [...decorators].reverse().forEach((d) => d(target, key));

/**
 * The profile form. Every field is optional and only the fields sent change. There is no
 * role, admin level, verification or email here: the whitelist refuses them (DESIGN.md,
 * "Two role vocabularies" - the maritime role is `rank`).
 */
export class UpdateProfileDto {
  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true, example: 'Chief Officer' })
  @IsOptional()
  @Transform(cleanText)
  @MaxLength(100, { message: 'position must be at most 100 characters' })
  @IsString()
  position?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true, example: '8 years on motor yachts from 40 to 90 m' })
  @IsOptional()
  @Transform(cleanText)
  @MaxLength(500, { message: 'experience must be at most 500 characters' })
  @IsString()
  @MultilineText()
  experience?: string | null;

  @ApiPropertyOptional({ enum: RANKS, nullable: true, description: "The crew member's maritime role (not the account role)" })
  @IsOptional()
  @IsIn(RANKS, { message: 'rank must be one of the maritime roles offered on the profile (master, chief-officer, ... other)' })
  rank?: Rank | null;

  @ApiPropertyOptional({ type: [String], maxItems: 50, description: 'Free-text certifications, 1-100 characters each; repeats are dropped' })
  @OptionalNotNull()
  @Transform(cleanFreeTextList)
  @ArrayMaxSize(50, { message: 'certifications can hold at most 50 entries' })
  @Length(1, 100, { each: true, message: 'each certification must be 1 to 100 characters' })
  @IsString({ each: true, message: 'each certification must be text' })
  @IsArray({ message: 'certifications must be a list' })
  certifications?: string[];

  @apply(idList('stcwEndorsements'))
  stcwEndorsements?: string[];

  @apply(idList('uscgLicenses'))
  uscgLicenses?: string[];

  @apply(idList('mcaCertificates'))
  mcaCertificates?: string[];

  @apply(idList('otherAuthorities'))
  otherAuthorities?: string[];

  @apply(idList('cocEquivalencies'))
  cocEquivalencies?: string[];

  @ApiPropertyOptional({ type: String, maxLength: 120, nullable: true, example: 'Antibes, France' })
  @IsOptional()
  @Transform(cleanText)
  @MaxLength(120, { message: 'location must be at most 120 characters' })
  @IsString()
  location?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 60, nullable: true, example: 8 })
  @IsOptional()
  @Max(60, { message: 'experienceYears must be a whole number from 0 to 60' })
  @Min(0, { message: 'experienceYears must be a whole number from 0 to 60' })
  @IsInt({ message: 'experienceYears must be a whole number from 0 to 60' })
  experienceYears?: number | null;

  @ApiPropertyOptional({ type: String, maxLength: 1000, nullable: true })
  @IsOptional()
  @Transform(cleanText)
  @MaxLength(1000, { message: 'bio must be at most 1000 characters' })
  @IsString()
  @MultilineText()
  bio?: string | null;

  @ApiPropertyOptional({ enum: AVAILABILITIES, nullable: true })
  @IsOptional()
  @IsIn(AVAILABILITIES, { message: 'availability must be one of: available, notice, future' })
  availability?: Availability | null;

  @ApiPropertyOptional({ description: 'Whether employers can find this profile in crew search (off until chosen)' })
  @OptionalNotNull()
  @IsBoolean({ message: 'searchable must be true or false' })
  searchable?: boolean;
}
