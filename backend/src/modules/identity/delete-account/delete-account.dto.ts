import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';

/** One of the two confirmations: the password, or (for an account without one) an emailed link's token. */
export class DeleteAccountDto {
  @ApiPropertyOptional({ description: "The account's password, to confirm (required unless a token is given)" })
  @ValidateIf((dto: DeleteAccountDto) => dto.token === undefined)
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ description: 'For an account without a password: the token of the emailed confirmation link (POST /api/user/account/deletion-email)' })
  @ValidateIf((dto: DeleteAccountDto) => dto.token !== undefined)
  @IsString()
  @Matches(/^[\w-]{20,100}$/, { message: 'This confirmation link is invalid' })
  token?: string;
}
