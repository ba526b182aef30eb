import { findPlan } from '@crew/contracts/plans';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { access } from '../../identity/contracts/access.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { UseMonthlyAllowanceCommand } from '../contracts/allowances.js';
import { MonthlyAllowances } from './monthly-allowances.js';

@CommandHandler(UseMonthlyAllowanceCommand)
export class UseMonthlyAllowanceHandler implements ICommandHandler<UseMonthlyAllowanceCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly allowances: MonthlyAllowances,
    private readonly clock: Clock,
  ) {}

  async execute({ employerId, feature, subjectId, payWithCredits }: UseMonthlyAllowanceCommand): Promise<void> {
    const user = await this.queries.execute(new GetUserQuery(employerId));
    const now = this.clock.now();
    const plan = findPlan(user?.subscriptionPlan);
    if (!user || !plan || !access(user, now).hasActiveSubscription) throw new ForbiddenException('Premium Subscription Required');
    // Reopening a profile already counted this month (the common case) is one read, no transaction.
    if (feature === 'profile_view' && subjectId && (await this.allowances.viewCounted(this.em, employerId, subjectId, now))) return;
    await this.em.transactional((em) => this.allowances.consume(em, employerId, plan, feature, now, { subjectId, payWithCredits }));
  }
}
