import { METERED_FEATURES, type MeteredFeature, PLAN_IDS, type PlanId } from '@crew/contracts/plans';
import { applyDecorators } from '@nestjs/common';
import { ApiForbiddenResponse, ApiPaymentRequiredResponse, ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../../platform/http/error-body.dto.js';

/**
 * The refusals of a metered action (DESIGN.md, "Credits"), in the API's one error shape: what a
 * screen needs to offer the next step (pay with credits, upgrade, wait for the reset) when
 * the month's allowance is used up.
 */
export const ALLOWANCE_USED_UP = 'allowance_used_up';
export const NOT_ENOUGH_CREDITS = 'not_enough_credits';

/** A plan that offers more of a feature, to suggest when this month's allowance is used up. */
export interface NextPlan {
  id: PlanId;
  name: string;
  /** Its monthly allowance of the feature; null is unlimited. */
  limit: number | null;
}

export interface AllowanceUsedUpDetails {
  feature: MeteredFeature;
  /** This month's allowance on the employer's plan (0: the plan does not include it). */
  limit: number;
  /** The day (UTC, YYYY-MM-DD) the allowance starts over: the first of next month. */
  resetsOn: string;
  /** What doing it anyway costs in credits, in dollars. */
  creditPrice: number;
  creditsRemaining: number;
  nextPlan: NextPlan | null;
}

export interface NotEnoughCreditsDetails {
  feature: MeteredFeature;
  creditPrice: number;
  creditsRemaining: number;
  /** Dollars of credits missing. */
  shortfall: number;
}

@ApiSchema({ name: 'NextPlan', description: 'The cheapest plan with more of the feature' })
class NextPlanDto implements NextPlan {
  @ApiProperty({ enum: PLAN_IDS }) id: PlanId;
  @ApiProperty() name: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Its monthly allowance; null is unlimited' }) limit: number | null;
}

@ApiSchema({
  name: 'AllowanceUsedUpError',
  description: "403 when this month's allowance is used up (or the plan has none) and the request did not confirm paying with credits",
})
export class AllowanceUsedUpErrorDto extends ErrorBodyDto implements AllowanceUsedUpDetails {
  @ApiProperty({ enum: [ALLOWANCE_USED_UP], required: true, description: 'What the refusal is, for the client to act on' }) declare code: typeof ALLOWANCE_USED_UP;
  @ApiProperty({ enum: METERED_FEATURES }) feature: MeteredFeature;
  @ApiProperty({ description: "This month's allowance on the plan; 0 when the plan does not include it" }) limit: number;
  @ApiProperty({ format: 'date', description: 'The day (UTC) the allowance starts over' }) resetsOn: string;
  @ApiProperty({ description: 'Dollars of credits the action costs beyond the allowance' }) creditPrice: number;
  @ApiProperty({ description: 'Dollars' }) creditsRemaining: number;
  @ApiProperty({ type: NextPlanDto, nullable: true }) nextPlan: NextPlanDto | null;
}

@ApiSchema({ name: 'NotEnoughCreditsError', description: '402 when paying with credits was confirmed but the balance is short; nothing was spent' })
export class NotEnoughCreditsErrorDto extends ErrorBodyDto implements NotEnoughCreditsDetails {
  @ApiProperty({ enum: [NOT_ENOUGH_CREDITS], required: true, description: 'What the refusal is, for the client to act on' }) declare code: typeof NOT_ENOUGH_CREDITS;
  @ApiProperty({ enum: METERED_FEATURES }) feature: MeteredFeature;
  @ApiProperty({ description: 'Dollars' }) creditPrice: number;
  @ApiProperty({ description: 'Dollars' }) creditsRemaining: number;
  @ApiProperty({ description: 'Dollars missing' }) shortfall: number;
}

/** Documents the refusals of a route that uses a monthly allowance. */
export const AllowanceRefusalResponses = () =>
  applyDecorators(
    ApiForbiddenResponse({
      type: AllowanceUsedUpErrorDto,
      description: "This month's allowance is used up: confirm the credit price (payWithCredits) to go ahead, or upgrade. Other 403s (no plan) have the plain error shape.",
    }),
    ApiPaymentRequiredResponse({ type: NotEnoughCreditsErrorDto, description: 'Paying with credits was confirmed but the balance is short' }),
  );
