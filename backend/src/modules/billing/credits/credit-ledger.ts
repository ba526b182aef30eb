import { CREDIT_PRICES, type MeteredFeature } from '@crew/contracts/plans';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { notEnoughCredits } from '../allowances/allowance-refusals.js';
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

/** Paying for one action beyond the monthly allowance, at its credit price. */
export interface SpendInput {
  employerId: string;
  feature: MeteredFeature;
  /** 'Extra profile view': no name in it, the ledger is append-only and outlives accounts; Billing names the crew member when reading. */
  description: string;
  /** The crew member it was for. */
  subjectId: string | null;
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

  /**
   * Spends the feature's credit price: the ledger row, and the balance lowered by a conditional
   * update (only while it covers the price), in the caller's transaction. Two spends racing
   * for the last credits queue on the balance row and the second finds it short, so the
   * balance never goes below zero; a short balance is refused (402) with the shortfall named,
   * rolling the row back. Answers false when the idempotency key was already spent.
   */
  async spend(em: EntityManager, entry: SpendInput): Promise<boolean> {
    const price = CREDIT_PRICES[entry.feature];
    const inserted = await em.execute<Array<{ id: string }>>(
      `insert into credit_ledger (employer_id, amount, kind, description, reference, idempotency_key)
       values (?, ?, 'spend', ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
      [entry.employerId, -price, entry.description, entry.subjectId, entry.idempotencyKey],
    );
    if (inserted.length === 0) return false;
    const left = await em.execute<Array<{ balance: number }>>(
      'update credit_balances set balance = balance - ? where employer_id = ? and balance >= ? returning balance',
      [price, entry.employerId, price],
    );
    if (left.length === 0) throw notEnoughCredits(entry.feature, await this.balance(em, entry.employerId));
    return true;
  }

  async balance(em: EntityManager, employerId: string): Promise<number> {
    const rows = await em.execute<Array<{ balance: number }>>('select balance from credit_balances where employer_id = ?', [employerId]);
    return rows[0]?.balance ?? 0;
  }
}
