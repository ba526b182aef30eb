import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

export class RequestEmailLinkDto {
  @ApiProperty({ example: 'alex.morgan@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiPropertyOptional({ description: 'Same-origin path to open after signing in', example: '/reviews' })
  @IsOptional()
  @MaxLength(500)
  @IsString()
  returnTo?: string;
}
