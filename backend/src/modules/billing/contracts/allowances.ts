import { Command } from '@nestjs/cqrs';
import type { MeteredFeature } from '@crew/contracts/plans';

/**
 * Uses one unit of an employer's monthly allowance on their active plan (ADR 0017). When it is
 * used up: with `payWithCredits` (the employer confirmed the price) credits pay for it, or 402
 * naming the shortfall; without, 403 with a readable message ('Monthly limit of 5 profile
 * views reached on the Basic plan') and code 'allowance_used_up' with the price, balance,
 * reset day and next plan. With `subjectId` (the crew member of a profile view) the same
 * subject counts once per calendar month.
 */
export class UseMonthlyAllowanceCommand extends Command<void> {
  constructor(
    readonly employerId: string,
    readonly feature: MeteredFeature,
    readonly subjectId?: string,
    readonly payWithCredits = false,
  ) {
    super();
  }
}

export { AllowanceRefusalResponses } from './allowance-refusals.js';
