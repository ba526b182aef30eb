import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminBillingView, GetBillingForAdminQuery } from '../contracts/admin.js';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

@QueryHandler(GetBillingForAdminQuery)
export class GetBillingForAdminHandler implements IQueryHandler<GetBillingForAdminQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, recent }: GetBillingForAdminQuery): Promise<AdminBillingView> {
    // One round trip: the person's page asks three modules already.
    const [row] = await this.em.fork().execute<Array<{ company: AdminBillingView['company']; balance: number; counts: Omit<AdminBillingView['contactRequests'], 'recent'>; recent: AdminBillingView['contactRequests']['recent'] }>>(
      `select
         (select json_build_object('name', company_name, 'type', company_type, 'licenseNumber', license_number, 'verified', verified_at is not null,
                                   'verification', case when verified_at is null then null
                                     else json_build_object('method', verification_method, 'verifiedAt', ${ISO('verified_at')}, 'domain', verified_domain) end)
          from employer_companies where user_id = ?) as company,
         coalesce((select balance from credit_balances where employer_id = ?), 0)::int as balance,
         (select json_build_object('total', count(*), 'pending', count(*) filter (where status = 'pending'),
                                   'accepted', count(*) filter (where status = 'accepted'), 'declined', count(*) filter (where status = 'declined'))
          from contact_requests where employer_id = ?) as counts,
         (select coalesce(json_agg(c order by c."createdAt" desc), '[]') from (
            select id, crew_id as "crewId", status, ${ISO('created_at')} as "createdAt", ${ISO('responded_at')} as "respondedAt"
            from contact_requests where employer_id = ? order by created_at desc limit ?) c) as recent`,
      [userId, userId, userId, userId, recent],
    );
    return {
      company: row.company,
      creditsBalance: row.balance,
      contactRequests: {
        total: Number(row.counts.total),
        pending: Number(row.counts.pending),
        accepted: Number(row.counts.accepted),
        declined: Number(row.counts.declined),
        recent: row.recent,
      },
    };
  }
}
