import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { SIGN_UP_INTENTS, type SignUpIntent } from '../contracts/user-values.js';

export class SignUpDto {
  @ApiProperty({ example: 'alex.morgan@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;

  @ApiProperty({ example: 'Alex' })
  @MaxLength(100)
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  firstName: string;

  @ApiProperty({ example: 'Morgan' })
  @MaxLength(100)
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  lastName: string;

  @ApiPropertyOptional({ description: 'Same-origin path to open after the email is confirmed', example: '/reviews' })
  @IsOptional()
  @MaxLength(500)
  @IsString()
  returnTo?: string;

  @ApiPropertyOptional({ enum: SIGN_UP_INTENTS, description: "Who is signing up: 'employer' gets the employers' welcome email and lands on the Employer page (default crew)" })
  @IsOptional()
  @IsIn(SIGN_UP_INTENTS, { message: `intent must be one of: ${SIGN_UP_INTENTS.join(', ')}` })
  intent?: SignUpIntent;
}
