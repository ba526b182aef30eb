import { CREDIT_PRICES, SUBSCRIPTION_PLANS } from '@crew/contracts/plans';
import type pg from 'pg';
import type { SeedClock } from './progress.js';

/**
 * Employers' and agencies' side of the market (spec section 6): their companies, the credit
 * ledger (a plan activation with its included credits, purchases, spends beyond the monthly
 * allowance), the balances the ledger sums to, contact requests to crew, verification reports
 * and this month's allowance counters. Set-based over the seeded accounts; `pick` is the
 * seed's deterministic hash (seed-scale.ts). Text and amounts are the handlers' own
 * (ActivateSubscriptionHandler, AddCreditsHandler, MonthlyAllowances).
 */
export async function seedBilling(db: pg.Client, clock: SeedClock): Promise<void> {
  const plans = SUBSCRIPTION_PLANS.map((p) => p.id);
  const step = (name: string, sql: string, params: unknown[] = []) => clock.run(name, (r: pg.QueryResult) => r.rowCount ?? 0, () => db.query(sql, params));

  await step(
    'employer companies',
    `insert into employer_companies (user_id, company_name, company_type, license_number, created_at, verified_at, verification_method, verified_domain, verified_email)
     select u.id, u.last_name || ' ' || (array['Yachting','Crew Agency','Marine','Yacht Management','Superyachts'])[pick(x.n, 21, 5)],
       case when u.role = 'agency' then 'recruitment_agency' else (array['yacht_owner','management_company'])[pick(x.n, 22, 2)] end,
       case when u.role = 'agency' then 'MLC-' || x.n end, u.created_at + interval '1 hour',
       case when pick(x.n, 23, 10) <= 6 then u.created_at + interval '2 days' end, case when pick(x.n, 23, 10) <= 6 then 'domain_email' end,
       case when pick(x.n, 23, 10) <= 6 then lower(u.last_name) || x.n || '.test' end,
       case when pick(x.n, 23, 10) <= 6 then 'office@' || lower(u.last_name) || x.n || '.test' end
     from users u, lateral (select substring(u.email from '\\.([0-9]+)@')::bigint as n) x
     where u.role in ('employer', 'agency')`,
  );

  // Grants: the plan's included credits at activation, then 0-3 purchases; spends stay below what was granted.
  await step(
    'credit ledger: activations and purchases',
    `insert into credit_ledger (employer_id, amount, kind, description, reference, idempotency_key, created_at)
     select c.user_id, g.amount, g.kind, g.description, g.reference, g.kind || ':' || md5(c.user_id::text || g.k), c.created_at + (g.k || ' days')::interval
     from employer_companies c join users u on u.id = c.user_id,
       lateral (select substring(u.email from '\\.([0-9]+)@')::bigint as n, array_position($1::text[], u.subscription_plan) as p) x,
       lateral (
         select 0 as k, ($2::int[])[x.p] as amount, 'plan_activation' as kind, ($3::text[])[x.p] || ' plan, one month (test mode)' as description, u.subscription_plan as reference
         where x.p is not null
         union all
         select k, a, 'credit_purchase', 'Credits added: $' || a || ' (test mode)', null
         from generate_series(1, pick(x.n, 24, 4) - 1) k, lateral (select (array[25, 50, 100, 250])[pick(x.n * 10 + k, 25, 4)] as a) y) g`,
    [plans, SUBSCRIPTION_PLANS.map((p) => p.includedCredits), SUBSCRIPTION_PLANS.map((p) => p.name)],
  );
  await step(
    'credit ledger: spends beyond the allowance',
    `insert into credit_ledger (employer_id, amount, kind, description, reference, idempotency_key, created_at)
     select g.employer_id, -$1::int, 'spend', 'Extra message', md5('person' || pick(g.n * 100 + k, 26, $2::int))::uuid, 'spend:message:' || md5(g.employer_id::text || k),
       g.first + (k || ' hours')::interval
     from (select l.employer_id, min(l.created_at) as first, sum(l.amount) as granted, substring(min(u.email) from '\\.([0-9]+)@')::bigint as n
           from credit_ledger l join users u on u.id = l.employer_id group by l.employer_id) g,
       generate_series(1, (g.granted * pick(g.n, 27, 80) / 100 / $1::int)::int) k`,
    [CREDIT_PRICES.message, await peopleCount(db)],
  );
  // What CreditLedger keeps entry by entry is the ledger's sum (the consistency check's credit-balances kind compares the two).
  await step('credit balances', `insert into credit_balances (employer_id, balance) select employer_id, sum(amount) from credit_ledger group by employer_id`);

  await step(
    'contact requests',
    `insert into contact_requests (id, employer_id, crew_id, message, status, created_at, responded_at, withdrawn_at, position, vessel, dates)
     select md5('contact' || c.user_id || k)::uuid, c.user_id, crew.id,
       'We are looking for a ' || lower(coalesce(crew.position, 'crew member')) || ' for the coming season. Are you available?', s.status, t.at,
       case when s.status in ('accepted', 'declined') then t.at + interval '1 day' end, case when s.status = 'withdrawn' then t.at + interval '2 days' end,
       crew.position, 'M/Y ' || crew.last_name, 'From ' || to_char(t.at + interval '30 days', 'YYYY-MM-DD')
     from employer_companies c, lateral (select substring(u.email from '\\.([0-9]+)@')::bigint as n from users u where u.id = c.user_id) x,
       generate_series(1, (40 * (pick(x.n, 28, 1000) / 1000.0) ^ 3)::int + 1) k,
       lateral (select * from users where id = md5('person' || pick(x.n * 1000 + k, 29, $1::int))::uuid and role = 'crew') crew,
       lateral (select (array['pending','pending','accepted','accepted','declined','withdrawn'])[pick(x.n * 1000 + k, 30, 6)] as status) s,
       lateral (select now() - (pick(x.n * 1000 + k, 31, 180) || ' days')::interval as at) t
     on conflict do nothing`,
    [await peopleCount(db)],
  );

  await step(
    'verification reports',
    `insert into verification_reports (id, employer_id, crew_id, report_type, status, company_name, company_type, company_verified, crew_name, usage_period,
                                       pdf_key, sha256, byte_size, failure_reason, created_at, issued_at)
     select r.id, c.user_id, crew.id, 'background_check', case when f.failed then 'failed' else 'ready' end,
       c.company_name, c.company_type, c.verified_at is not null, crew.first_name || ' ' || crew.last_name, to_char(t.at, 'YYYY-MM'),
       -- The key the report builder gives its PDF: report-<id>-<12 hex digits>.
       case when not f.failed then 'report-' || r.id || '-' || left(md5('pdf' || c.user_id || k), 12) end,
       -- The PDF's bytes are reportPdf(id, byte_size) (seed/objects.ts writes them); an issued report is final, so its hash is set here.
       case when not f.failed then encode(sha256(convert_to(E'%PDF-1.4\n', 'UTF8') || decode(repeat(md5(r.id::text), r.blocks), 'hex')), 'hex') end,
       case when not f.failed then 9 + 16 * r.blocks end,
       case when f.failed then 'The crew member''s record could not be read' end, t.at, case when not f.failed then t.at + interval '1 minute' end
     from employer_companies c join users u on u.id = c.user_id and u.subscription_plan in ('professional', 'enterprise'),
       lateral (select substring(u.email from '\\.([0-9]+)@')::bigint as n) x,
       generate_series(1, pick(x.n, 33, 6) - 1) k,
       lateral (select md5('report' || c.user_id || k)::uuid as id, 2500 + pick(x.n * 100 + k, 32, 3750) as blocks) r,
       lateral (select * from users where id = md5('person' || pick(x.n * 100 + k, 34, $1::int))::uuid and role = 'crew') crew,
       lateral (select pick(x.n * 100 + k, 35, 50) = 1 as failed) f,
       lateral (select now() - (pick(x.n * 100 + k, 36, 120) || ' days')::interval as at) t`,
    [await peopleCount(db)],
  );

  const limits = JSON.stringify(Object.fromEntries(SUBSCRIPTION_PLANS.map((p) => [p.id, p.limits])));
  // This month's profile views, each crew member counted once (MonthlyAllowances), within the plan's allowance.
  await step(
    'profile views counted this month',
    `insert into profile_views_counted (employer_id, crew_id, period, counted_at)
     select c.user_id, md5('person' || pick(x.n * 1000 + k, 38, $2::int))::uuid, to_char(now(), 'YYYY-MM'),
       date_trunc('month', now()) + (now() - date_trunc('month', now())) * (k::float8 / (x.views + 1))
     from employer_companies c join users u on u.id = c.user_id,
       lateral (select substring(u.email from '\\.([0-9]+)@')::bigint as n) m,
       lateral (select m.n, least(pick(m.n, 37, 60), coalesce((($1::jsonb -> u.subscription_plan) ->> 'profile_view')::int, 1000000)) as views) x,
       generate_series(1, x.views) k
     on conflict do nothing`,
    [limits, await peopleCount(db)],
  );
  // This month's counters: what the plan's allowance covered of this month's messages, reports and views.
  await step(
    'allowance counters',
    `insert into usage_counters (employer_id, feature, period, used)
     select employer_id, feature, to_char(now(), 'YYYY-MM'), used from (
       select c.user_id as employer_id, f.feature,
         least(case f.feature
                 when 'message' then (select count(*) from contact_requests r where r.employer_id = c.user_id and r.created_at >= date_trunc('month', now()))
                 when 'verification_report' then (select count(*) from verification_reports r where r.employer_id = c.user_id and r.status = 'ready' and r.usage_period = to_char(now(), 'YYYY-MM'))
                 else (select count(*) from profile_views_counted v where v.employer_id = c.user_id and v.period = to_char(now(), 'YYYY-MM')) end,
               coalesce(lim.value, 1000000))::int as used
       from employer_companies c join users u on u.id = c.user_id,
         unnest(array['profile_view', 'message', 'verification_report']) f(feature),
         lateral (select (($1::jsonb -> u.subscription_plan) ->> f.feature)::int as value) lim) t
     where used > 0`,
    [limits],
  );
  // Every counted unit recorded as the product records it (a use each), so the counters equal their records.
  await step(
    'allowance uses',
    `insert into allowance_uses (employer_id, feature, period, units, kind)
     select employer_id, feature, period, 1, 'use' from usage_counters, generate_series(1, used)`,
  );
}

const peopleCount = async (db: pg.Client) => Number((await db.query<{ n: string }>('select count(*) as n from users where admin_level is null')).rows[0].n);
