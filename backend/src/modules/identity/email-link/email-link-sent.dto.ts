import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'EmailLinkSent' })
export class EmailLinkSentDto {
  @ApiProperty({ description: 'The same text whether or not the account exists' }) message: string;
}
