import { findPlan } from '@crew/contracts/plans';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock.js';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { SetSubscriptionCommand } from '../../identity/contracts/account.commands.js';
import { billingEvents } from '../billing-events.js';
import { CreditLedger } from '../credits/credit-ledger.js';
import { oneMonthAfter } from '../domain/ledger.js';
import { ActivateSubscriptionCommand } from './activate-subscription.command.js';

@CommandHandler(ActivateSubscriptionCommand)
export class ActivateSubscriptionHandler implements ICommandHandler<ActivateSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly ledger: CreditLedger,
    private readonly clock: Clock,
    private readonly events: IntegrationEvents,
  ) {}

  async execute({ userId, planId }: ActivateSubscriptionCommand) {
    const plan = findPlan(planId)!;
    const expiresAt = oneMonthAfter(this.clock.now());
    await this.em.transactional(async (em) => {
      await this.commands.execute(new SetSubscriptionCommand(userId, plan.id, 'active', expiresAt));
      await this.ledger.record(em, {
        employerId: userId,
        amount: plan.includedCredits,
        kind: 'plan_activation',
        description: `${plan.name} plan, one month (test mode)`,
        reference: plan.id,
        idempotencyKey: `activation:${randomUUID()}`,
      });
      this.events.publish(em, billingEvents.subscriptionActivated(userId, plan.id, expiresAt, plan.includedCredits));
    });
    return { plan: plan.id, creditsAdded: plan.includedCredits, expiresAt: expiresAt.toISOString() };
  }
}
