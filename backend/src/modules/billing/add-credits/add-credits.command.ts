import type { CreditAmount } from '@crew/contracts/plans';
import { Command } from '@nestjs/cqrs';

/** Test mode: no payment is taken. Answers the new balance. */
export class AddCreditsCommand extends Command<{ creditsRemaining: number }> {
  constructor(
    readonly userId: string,
    readonly amount: CreditAmount,
  ) {
    super();
  }
}
