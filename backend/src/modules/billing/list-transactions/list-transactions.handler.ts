import { FORMER_MEMBER } from '@crew/contracts/user-values';
import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { ListTransactionsQuery, type TransactionView } from './list-transactions.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: ListTransactionsQuery): Promise<TransactionView[]> {
    // Ledger entries are written once and never change, so each one is a completed transaction.
    const rows = await this.em.fork().execute<Array<TransactionView & { kind: string; reference: string | null }>>(
      `select id::text, description, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", amount, 'completed' as status, kind, reference
       from credit_ledger where employer_id = ? order by id desc`,
      [userId],
    );
    // A spend or refund references the crew member it was for. The append-only ledger keeps no
    // name (it outlives accounts, ADR 0019): the name is read now, 'Former member' once deleted.
    const about = (row: { kind: string; reference: string | null }) =>
      (row.kind === 'spend' || row.kind === 'refund') && row.reference && UUID.test(row.reference) ? row.reference : null;
    const ids = rows.flatMap((row) => about(row) ?? []);
    const names = ids.length ? await this.queries.execute(new GetUserNamesQuery(ids)) : new Map<string, { name: string }>();
    return rows.map(({ kind, reference, ...row }) => {
      const crewId = about({ kind, reference });
      return crewId ? { ...row, description: `${row.description}: ${names.get(crewId)?.name ?? FORMER_MEMBER}` } : row;
    });
  }
}
