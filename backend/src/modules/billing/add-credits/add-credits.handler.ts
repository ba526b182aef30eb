import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { billingEvents } from '../billing-events.js';
import { CreditLedger } from '../credits/credit-ledger.js';
import { AddCreditsCommand } from './add-credits.command.js';

@CommandHandler(AddCreditsCommand)
export class AddCreditsHandler implements ICommandHandler<AddCreditsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: CreditLedger,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, amount }: AddCreditsCommand) {
    return this.em.transactional(async (em) => {
      await this.ledger.record(em, {
        employerId: userId,
        amount,
        kind: 'credit_purchase',
        description: `Credits added: $${amount} (test mode)`,
        idempotencyKey: `credits:${randomUUID()}`,
      });
      this.events.publish(em, billingEvents.creditsAdded(userId, amount));
      return { creditsRemaining: await this.ledger.balance(em, userId) };
    });
  }
}
