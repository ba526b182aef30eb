import { SAVED_SEARCH_NAME_MAX } from '@crew/contracts/search-values';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { SearchCriteriaDto } from '../search-crew/search-crew.dto.js';
import type { SavedSearchView } from './saved-searches.handlers.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const NAME_MESSAGE = `name must be 1 to ${SAVED_SEARCH_NAME_MAX} characters`;
const CRITERIA_MESSAGE = 'criteria must be the search to save: its text, filters and order';

export class CreateSavedSearchDto {
  @ApiProperty({ maxLength: SAVED_SEARCH_NAME_MAX, example: 'Chief engineers in Palma' })
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: NAME_MESSAGE })
  name: string;

  @ApiProperty({ type: SearchCriteriaDto })
  @IsDefined({ message: CRITERIA_MESSAGE })
  @IsObject({ message: CRITERIA_MESSAGE })
  @ValidateNested()
  @Type(() => SearchCriteriaDto)
  criteria: SearchCriteriaDto;

  @ApiPropertyOptional({ default: true, description: 'Email a daily digest of crew who newly match' })
  @IsOptional()
  @IsBoolean({ message: 'alerts must be true or false' })
  alerts?: boolean;
}

export class UpdateSavedSearchDto {
  @ApiPropertyOptional({ maxLength: SAVED_SEARCH_NAME_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: NAME_MESSAGE })
  name?: string;

  @ApiPropertyOptional({ description: 'Email a daily digest of crew who newly match' })
  @IsOptional()
  @IsBoolean({ message: 'alerts must be true or false' })
  alerts?: boolean;
}

@ApiSchema({ name: 'SavedSearch', description: "One of the employer's saved searches" })
export class SavedSearchDto implements SavedSearchView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: SearchCriteriaDto, description: 'Only what is set; run it as GET /api/search/crew with these parameters' }) criteria: SearchCriteriaDto;
  @ApiProperty({ description: 'A daily email lists crew who newly match' }) alerts: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the last alert was sent' }) lastAlertAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
