import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SendDomainEmailDto {
  @ApiProperty({ maxLength: 253, example: 'bluewatercrew.com', description: "The company's web domain (a pasted address such as https://www.bluewatercrew.com/ is read as its domain)" })
  @MaxLength(253, { message: "website must be your company's web domain, such as bluewatercrew.com" })
  @IsNotEmpty({ message: 'website is required' })
  @Transform(trim)
  @IsString({ message: 'website is required' })
  website: string;

  @ApiProperty({ maxLength: 254, example: 'hr@bluewatercrew.com', description: 'An address on that domain: the link is mailed there' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @Transform(trim)
  email: string;
}
