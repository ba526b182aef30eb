import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListTransactionsQuery, type TransactionView } from './list-transactions.query.js';

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(
    private readonly em: EntityManager,
  ) {}

  async execute({ userId }: ListTransactionsQuery): Promise<TransactionView[]> {
    // Ledger entries are written once and never change, so each one is a completed transaction.
    return this.em.fork().execute(
      `select id::text, description, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", amount, 'completed' as status
       from credit_ledger where employer_id = ? order by id desc`,
      [userId],
    );
  }
}
