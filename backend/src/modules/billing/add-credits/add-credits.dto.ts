import { CREDIT_AMOUNTS, type CreditAmount } from '@crew/contracts/plans';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class AddCreditsDto {
  @ApiProperty({ enum: CREDIT_AMOUNTS, description: 'US dollars' })
  @IsIn(CREDIT_AMOUNTS, { message: 'amount must be 50, 100 or 250' })
  amount: CreditAmount;
}
