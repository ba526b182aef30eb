import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/password-policy.js';

export class ChangePasswordDto {
  @ApiPropertyOptional({ description: 'Required when the account has a password; an account that signs in with emailed links only sets its first one without it' })
  @IsOptional()
  @MaxLength(200)
  @IsString()
  currentPassword?: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Enter a new password' })
  newPassword: string;
}

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'alex.morgan@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the emailed link (after #token=)' })
  @IsString()
  @Matches(/^[\w-]{20,100}$/, { message: 'This link is invalid, used or expired. Ask for a new one on the sign-in page.' })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Enter a new password' })
  newPassword: string;
}

@ApiSchema({ name: 'AccountMessage' })
export class AccountMessageDto {
  @ApiProperty({ description: 'What happened, written for the person' }) message: string;
}
