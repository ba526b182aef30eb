import { PLAN_IDS, type PlanId } from '@crew/contracts/plans';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class ActivateSubscriptionDto {
  @ApiProperty({ enum: PLAN_IDS })
  @IsIn(PLAN_IDS, { message: 'planId must be one of basic, professional, enterprise' })
  planId: PlanId;
}
