import { FEATURE_LABELS, type MeteredFeature, type SubscriptionPlan } from '@crew/contracts/plans';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { usagePeriod } from '../domain/ledger.js';

export interface Usage {
  feature: MeteredFeature;
  limit: number | null;
  used: number;
}

/** 'Monthly limit of 5 profile views reached on the Basic plan' */
export function limitReachedMessage(plan: SubscriptionPlan, feature: MeteredFeature): string {
  const limit = plan.limits[feature] ?? 0;
  if (limit === 0) return `The ${plan.name} plan does not include ${FEATURE_LABELS[feature].many}`;
  return `Monthly limit of ${limit} ${FEATURE_LABELS[feature][limit === 1 ? 'one' : 'many']} reached on the ${plan.name} plan`;
}

/**
 * Monthly allowances per employer and feature. Counting and checking are one statement
 * (an upsert that only increments below the limit), so concurrent requests can never
 * exceed a limit; the month is part of the key, so nothing is ever reset.
 */
@Injectable()
export class MonthlyAllowances {
  /**
   * Uses one unit of `feature` in the caller's transaction, or throws 403 with a readable
   * message when the month's allowance is used up. With `subjectId` (a crew member for
   * profile views) the same subject counts once per month: opening it again is free.
   */
  async consume(em: EntityManager, employerId: string, plan: SubscriptionPlan, feature: MeteredFeature, now: Date, subjectId?: string) {
    const period = usagePeriod(now);
    if (subjectId) {
      const first = await em.execute<unknown[]>(
        `insert into profile_views_counted (employer_id, crew_id, period) values (?, ?, ?) on conflict do nothing returning crew_id`,
        [employerId, subjectId, period],
      );
      if (first.length === 0) return;
    }
    const limit = plan.limits[feature];
    const counted = await em.execute<unknown[]>(
      `insert into usage_counters (employer_id, feature, period, used) select ?, ?, ?, 1 where ?::int is null or ?::int > 0
       on conflict (employer_id, feature, period) do update set used = usage_counters.used + 1
       where ?::int is null or usage_counters.used < ?::int
       returning used`,
      [employerId, feature, period, limit, limit, limit, limit],
    );
    // Throwing rolls back the caller's transaction, the "counted once" mark above included.
    if (counted.length === 0) throw new ForbiddenException(limitReachedMessage(plan, feature));
  }

  /** Gives one unit back (a report that could not be built). */
  async release(em: EntityManager, employerId: string, feature: MeteredFeature, period: string) {
    await em.execute('update usage_counters set used = used - 1 where employer_id = ? and feature = ? and period = ? and used > 0', [employerId, feature, period]);
  }

  async usage(em: EntityManager, employerId: string, plan: SubscriptionPlan | undefined, now: Date): Promise<Usage[]> {
    const rows = await em.execute<Array<{ feature: MeteredFeature; used: number }>>(
      'select feature, used from usage_counters where employer_id = ? and period = ?',
      [employerId, usagePeriod(now)],
    );
    const used = new Map(rows.map((row) => [row.feature, row.used]));
    return (Object.keys(FEATURE_LABELS) as MeteredFeature[]).map((feature) => ({
      feature,
      limit: plan ? plan.limits[feature] : 0,
      used: used.get(feature) ?? 0,
    }));
  }
}
