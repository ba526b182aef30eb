import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';

export class RequestEmailChangeDto {
  @ApiProperty({ example: 'alex.morgan@example.net' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  newEmail: string;
}

export class EmailChangeTokenDto {
  @ApiProperty({ description: 'The token from the emailed link (after #token=)' })
  @IsString()
  @Matches(/^[\w-]{20,100}$/, { message: 'This link is invalid, used or expired.' })
  token: string;
}

@ApiSchema({ name: 'PendingEmailChange' })
export class PendingEmailChangeDto {
  @ApiProperty({ type: String, nullable: true, description: 'The address waiting for its confirmation link, or null' }) newEmail: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When that link expires' }) expiresAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What to tell the person, when a change waits' }) message: string | null;
}

@ApiSchema({ name: 'EmailChanged' })
export class EmailChangedDto {
  @ApiProperty({ description: "The account's address now" }) email: string;
  @ApiProperty({ description: 'What happened, written for the person' }) message: string;
}
