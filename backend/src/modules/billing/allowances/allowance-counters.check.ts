import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck } from '../../../platform/consistency/read-model-check.js';
import { MonthlyAllowances } from './monthly-allowances.js';

/**
 * Each monthly allowance counter against the changes recorded for it (allowance_uses): the
 * counter MonthlyAllowances moves one unit per use or give-back equals the sum it writes from
 * the records at once.
 */
@Injectable()
@CheckedReadModel()
export class AllowanceCountersCheck implements ReadModelCheck {
  readonly kind = 'allowance-counters';
  readonly tables = [{ name: 'usage_counters' }];

  constructor(private readonly allowances: MonthlyAllowances) {}

  rebuild(em: EntityManager): Promise<void> {
    return this.allowances.recount(em);
  }
}
