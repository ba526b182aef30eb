import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CheckedReadModel, type ReadModelCheck } from '../../../platform/consistency/read-model-check.js';

/**
 * Each employer's credit balance against their ledger. CreditLedger keeps the balance by adding
 * every entry's amount as it is written; the sum of the entries is that same total, taken at
 * once over the append-only ledger.
 */
@Injectable()
@CheckedReadModel()
export class CreditBalancesCheck implements ReadModelCheck {
  readonly kind = 'credit-balances';
  readonly tables = [{ name: 'credit_balances' }];

  async rebuild(em: EntityManager): Promise<void> {
    await em.execute('insert into credit_balances (employer_id, balance) select employer_id, sum(amount) from public.credit_ledger group by employer_id');
  }
}
