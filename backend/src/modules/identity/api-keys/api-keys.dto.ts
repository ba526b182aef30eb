import { API_KEY_LIMITS } from '@crew/contracts/api-keys';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ApiKeyView } from './api-keys.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const NAME_MESSAGE = `name must be 1 to ${API_KEY_LIMITS.nameMax} characters: say what the key is for`;

export class CreateApiKeyDto {
  @ApiProperty({ maxLength: API_KEY_LIMITS.nameMax, example: 'Crewing system', description: 'What the key is for, to tell keys apart' })
  @MaxLength(API_KEY_LIMITS.nameMax, { message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  name: string;
}

@ApiSchema({ name: 'ApiKey', description: 'An API key in use: its name and visible start, never the key itself' })
export class ApiKeyDto implements ApiKeyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: "The key's first characters, e.g. crew_AbC12x9" }) prefix: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To the minute' }) lastUsedAt: string | null;
}

@ApiSchema({ name: 'CreatedApiKey', description: 'A new API key: the whole key is in this answer only and cannot be shown again' })
export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ description: 'Send as `Authorization: Bearer <key>`; store it now, it is never shown again' }) key: string;
}
