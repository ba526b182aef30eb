import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
}
