import { findPlan } from '@crew/contracts/plans';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnauthorizedException } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import { MonthlyAllowances } from '../allowances/monthly-allowances.js';
import { CreditLedger } from '../credits/credit-ledger.js';
import { nextPeriodStart, usagePeriod } from '../domain/ledger.js';
import { GetSubscriptionQuery, type SubscriptionInfo } from './get-subscription.query.js';

@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly ledger: CreditLedger,
    private readonly allowances: MonthlyAllowances,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetSubscriptionQuery): Promise<SubscriptionInfo> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedException('Unauthorized');
    const now = this.clock.now();
    const em = this.em.fork();
    const status = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'inactive' ? user.subscriptionStatus : null;
    const plan = findPlan(user.subscriptionPlan);
    const activePlan = status === 'active' ? plan : undefined;
    const period = usagePeriod(now);
    const [creditsRemaining, features, month, contacts] = await Promise.all([
      this.ledger.balance(em, userId),
      this.allowances.usage(em, userId, activePlan, now),
      // Spending is money put in (plans, credit packs); credits used is what paid actions beyond
      // the allowances cost, less what was refunded. Profile views count every crew member
      // opened this month, from the allowance or paid with credits.
      em.execute<Array<{ spending: number; used: number; views: number }>>(
        `select coalesce(sum(amount) filter (where kind in ('plan_activation', 'credit_purchase')), 0)::int as spending,
                coalesce(-sum(amount) filter (where kind in ('spend', 'refund')), 0)::int as used,
                (select count(*)::int from profile_views_counted where employer_id = ? and period = ?) as views
         from credit_ledger where employer_id = ? and to_char(created_at at time zone 'UTC', 'YYYY-MM') = ?`,
        [userId, period, userId, period],
      ),
      em.execute<Array<{ total: number; pending: number; accepted: number }>>(
        `select count(*)::int as total, (count(*) filter (where status = 'pending'))::int as pending, (count(*) filter (where status = 'accepted'))::int as accepted
         from contact_requests where employer_id = ?`,
        [userId],
      ),
    ]);
    return {
      isEmployer: user.role === 'employer' || user.role === 'agency',
      subscription: { plan: plan?.id ?? null, status, expiresAt: user.subscriptionExpiresAt, creditsRemaining },
      limits: { periodEndsAt: nextPeriodStart(now).toISOString(), features },
      analytics: {
        contacts: { totalContacts: contacts[0].total, pendingContacts: contacts[0].pending, acceptedContacts: contacts[0].accepted },
        monthlySpending: month[0].spending,
        creditsUsed: month[0].used,
        profileViews: month[0].views,
      },
    };
  }
}
