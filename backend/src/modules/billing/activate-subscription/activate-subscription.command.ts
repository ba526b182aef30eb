import type { PlanId } from '@crew/contracts/plans';
import { Command } from '@nestjs/cqrs';

export interface ActivatedSubscription {
  plan: PlanId;
  creditsAdded: number;
  expiresAt: string;
}

/** Test mode: no payment is taken; the plan starts now for one month and adds its credits. */
export class ActivateSubscriptionCommand extends Command<ActivatedSubscription> {
  constructor(
    readonly userId: string,
    readonly planId: PlanId,
  ) {
    super();
  }
}
