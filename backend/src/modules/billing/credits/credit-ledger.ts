import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { LedgerKind } from '../domain/ledger.js';

export interface LedgerEntryInput {
  employerId: string;
  /** Whole dollars: positive grants, negative spends. */
  amount: number;
  kind: LedgerKind;
  description: string;
  reference?: string | null;
  idempotencyKey: string;
}

const NOT_ENOUGH_CREDITS = 'Not enough credits for this. Add credits on the Employer page.';

/**
 * Writes credit movements: the ledger row and the balance change in the caller's transaction,
 * so they commit together. The balance can never go below zero (a CHECK in the database), and
 * a repeated idempotency key is recorded once, whoever retries.
 */
@Injectable()
export class CreditLedger {
  /** Records the entry; answers false when its idempotency key was already recorded. */
  async record(em: EntityManager, entry: LedgerEntryInput): Promise<boolean> {
    const inserted = await em.execute<Array<{ id: string }>>(
      `insert into credit_ledger (employer_id, amount, kind, description, reference, idempotency_key)
       values (?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
      [entry.employerId, entry.amount, entry.kind, entry.description, entry.reference ?? null, entry.idempotencyKey],
    );
    if (inserted.length === 0) return false;
    try {
      // One statement: concurrent additions each add to the row as it stands, none is lost.
      await em.execute(
        `insert into credit_balances (employer_id, balance) values (?, ?)
         on conflict (employer_id) do update set balance = credit_balances.balance + excluded.balance`,
        [entry.employerId, entry.amount],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23514') throw new HttpException(NOT_ENOUGH_CREDITS, HttpStatus.PAYMENT_REQUIRED);
      throw error;
    }
    return true;
  }

  async balance(em: EntityManager, employerId: string): Promise<number> {
    const rows = await em.execute<Array<{ balance: number }>>('select balance from credit_balances where employer_id = ?', [employerId]);
    return rows[0]?.balance ?? 0;
  }
}
