import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class DeleteAccountDto {
  @ApiProperty({ description: "The account's password, to confirm" })
  @IsString()
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200)
  password: string;
}
