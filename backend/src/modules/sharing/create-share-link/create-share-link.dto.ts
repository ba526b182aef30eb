import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCESS_LEVELS, type AccessLevel, DEFAULT_EXPIRATION_DAYS, EXPIRATION_DAYS, type ExpirationDays, PURPOSE_MAX_LENGTH } from '../domain/share-link-values.js';

const PURPOSE_MISSING = 'Please specify the purpose for this share link';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateShareLinkDto {
  @ApiProperty({ maxLength: PURPOSE_MAX_LENGTH, example: 'Application for Chief Officer on MY Aurora' })
  @MaxLength(PURPOSE_MAX_LENGTH, { message: `purpose must be at most ${PURPOSE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: PURPOSE_MISSING })
  @Transform(trim)
  @IsString({ message: PURPOSE_MISSING })
  purpose: string;

  @ApiPropertyOptional({ enum: ACCESS_LEVELS, default: 'full', description: 'full shows verified reviews; summary shows ratings and stats only' })
  @IsOptional()
  @IsIn(ACCESS_LEVELS, { message: 'accessLevel must be full or summary' })
  accessLevel?: AccessLevel | null;

  @ApiPropertyOptional({ enum: EXPIRATION_DAYS, default: DEFAULT_EXPIRATION_DAYS, description: 'Days until the link stops working' })
  @IsOptional()
  @IsIn(EXPIRATION_DAYS, { message: 'expirationDays must be 7, 14, 30 or 60' })
  @IsInt({ message: 'expirationDays must be 7, 14, 30 or 60' })
  expirationDays?: ExpirationDays | null;
}
