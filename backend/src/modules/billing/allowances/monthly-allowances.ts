import { FEATURE_LABELS, type MeteredFeature, type SubscriptionPlan } from '@crew/contracts/plans';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CreditLedger } from '../credits/credit-ledger.js';
import { usagePeriod } from '../domain/ledger.js';
import { allowanceUsedUp } from './allowance-refusals.js';

export { limitReachedMessage } from './allowance-refusals.js';

export interface Usage {
  feature: MeteredFeature;
  limit: number | null;
  used: number;
}

export interface ConsumeOptions {
  /**
   * The crew member the action is about. A profile view of the same crew member counts once
   * per month (opening it again is free); a credit spend names them in Billing.
   */
  subjectId?: string;
  /** The employer confirmed the credit price: when the allowance is used up, credits pay for it. */
  payWithCredits?: boolean;
  /** The paid thing's own id (a report), so a retry spends once and a refund can find the spend. */
  reference?: string;
}

/** How an action was paid for: free (a profile already opened this month), from the plan's allowance, or with credits. */
export type PaidWith = 'free' | 'allowance' | 'credits';

/** The ledger's idempotency key of the credit spend for `reference` (a report id). */
export const spendKey = (feature: MeteredFeature, reference: string) => `spend:${feature}:${reference}`;

/**
 * Monthly allowances per employer and feature. Counting and checking are one statement
 * (an upsert that only increments below the limit), so concurrent requests can never
 * exceed a limit; the month is part of the key, so nothing is ever reset. Every change of a
 * counter is recorded in allowance_uses by the same statement, so the counters can be checked. Beyond the
 * allowance an action is paid with credits, only when the employer confirmed the price.
 */
@Injectable()
export class MonthlyAllowances {
  constructor(private readonly ledger: CreditLedger) {}

  /**
   * Uses one unit of `feature` in the caller's transaction. When the month's allowance is used
   * up: with `payWithCredits` one spend is written to the ledger at the feature's credit price
   * (402 naming the shortfall when the balance is short); without it a 403 whose body carries
   * the price, the balance, the reset day and the next plan. Every refusal writes nothing.
   */
  async consume(em: EntityManager, employerId: string, plan: SubscriptionPlan, feature: MeteredFeature, now: Date, options: ConsumeOptions = {}): Promise<PaidWith> {
    const period = usagePeriod(now);
    if (feature === 'profile_view' && options.subjectId) {
      const first = await em.execute<unknown[]>(
        `insert into profile_views_counted (employer_id, crew_id, period) values (?, ?, ?) on conflict do nothing returning crew_id`,
        [employerId, options.subjectId, period],
      );
      if (first.length === 0) return 'free';
    }
    const limit = plan.limits[feature];
    // The counter's change and its record in allowance_uses are one statement: a counted use is
    // always recorded, a refused one never (the consistency check sums the records).
    const counted = await em.execute<unknown[]>(
      `with counted as (
         insert into usage_counters (employer_id, feature, period, used) select ?, ?, ?, 1 where ?::int is null or ?::int > 0
         on conflict (employer_id, feature, period) do update set used = usage_counters.used + 1
         where ?::int is null or usage_counters.used < ?::int
         returning used
       ), recorded as (
         insert into allowance_uses (employer_id, feature, period, units, kind, reference) select ?, ?, ?, 1, 'use', ? from counted
       )
       select used from counted`,
      [employerId, feature, period, limit, limit, limit, limit, employerId, feature, period, options.reference ?? null],
    );
    if (counted.length > 0) return 'allowance';
    // Throwing rolls back the caller's transaction, the "counted once" mark above included.
    if (!options.payWithCredits) throw allowanceUsedUp(plan, feature, now, await this.ledger.balance(em, employerId));
    // Paid actions stay out of the allowance's counter: it counts what the plan gave, so a
    // later upgrade or a failed report's refund never mixes the two.
    await this.ledger.spend(em, {
      employerId,
      feature,
      description: `Extra ${FEATURE_LABELS[feature].one}`,
      subjectId: options.subjectId ?? null,
      idempotencyKey: options.reference ? spendKey(feature, options.reference) : `spend:${feature}:${randomUUID()}`,
    });
    return 'credits';
  }

  /** Whether the employer's view of this crew member is already counted this month (a repeat view is free). */
  async viewCounted(em: EntityManager, employerId: string, crewId: string, now: Date): Promise<boolean> {
    const rows = await em.execute<unknown[]>('select 1 from profile_views_counted where employer_id = ? and crew_id = ? and period = ?', [employerId, crewId, usagePeriod(now)]);
    return rows.length > 0;
  }

  /** Gives one unit back (a report that could not be built, `reference` its id), recorded like a use. */
  async release(em: EntityManager, employerId: string, feature: MeteredFeature, period: string, reference: string | null = null) {
    await em.execute(
      `with released as (
         update usage_counters set used = used - 1 where employer_id = ? and feature = ? and period = ? and used > 0 returning 1
       )
       insert into allowance_uses (employer_id, feature, period, units, kind, reference) select ?, ?, ?, -1, 'give-back', ? from released`,
      [employerId, feature, period, employerId, feature, period, reference],
    );
  }

  /**
   * Writes every counter afresh as the sum of its recorded changes (the consistency check's
   * rebuild, into its scratch copy of usage_counters): what consume and release added up one
   * statement at a time, taken at once.
   */
  async recount(em: EntityManager) {
    await em.execute(
      `insert into usage_counters (employer_id, feature, period, used)
       select employer_id, feature, period, sum(units) from public.allowance_uses group by employer_id, feature, period`,
    );
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
