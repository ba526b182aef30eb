import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SetProfilePhotoDto {
  @ApiProperty({ description: 'The objectPath from the upload (the upload URL is accepted too)', example: '/api/objects/7f1c9c1e-3a55-4a4f-9a57-2a6f0e1f9b10' })
  @MaxLength(2000, { message: 'profilePhotoURL is too long' })
  @IsNotEmpty({ message: 'profilePhotoURL is required' })
  @IsString({ message: 'profilePhotoURL must be a string' })
  profilePhotoURL: string;
}
