import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ example: 'alex.morgan@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty()
  @MaxLength(128)
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;

  @ApiPropertyOptional({ description: 'A code from the authenticator app or a recovery code: both steps at once (the only way in while the address is locked)', example: '123456' })
  @IsOptional()
  @MaxLength(40, { message: 'code must be at most 40 characters' })
  @IsString({ message: 'code must be text' })
  code?: string;
}
