import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { billingEvents } from '../../src/modules/billing/billing-events.js';
import type { CompanyType, PlanId } from '@crew/contracts/plans';
import { certificateExpiriesChanged } from '../../src/modules/certifications/wallet/expiry-events.js';
import { identityEvents } from '../../src/modules/identity/identity-events.js';
import { User } from '../../src/modules/identity/user.entity.js';
import type { AccountRole } from '../../src/modules/identity/contracts/user-values.js';
import type { StoredEvent } from '../../src/modules/reviews/event-store/event-store.js';
import { ReviewIntegrationEvents } from '../../src/modules/reviews/projections/review-integration-events.js';
import { PERIOD_COLUMNS, toPeriod } from '../../src/modules/sea-service/service-record/service-record.read.js';
import { seaTimeTotals } from '../../src/modules/sea-service/domain/service-rules.js';
import { seaServiceChanged } from '../../src/modules/sea-service/sea-service-events.js';
import { PROFILE_VIEWED, SHARE_LINK_CREATED, SHARING_EVENT_VERSIONS } from '../../src/modules/sharing/contracts/events.js';
import { SHARE_LINK_STATE_PAYLOAD } from '../../src/modules/sharing/sharing-events.js';
import type { IntegrationEvent } from '../../src/platform/events/integration-event.js';
import type { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { openSealed } from '../../src/platform/privacy/personal-data.js';
import { EventLogWriter } from './event-log.js';
import type { SeedClock } from './progress.js';

/**
 * The integration events the seeded data implies, built by each module's own event builders
 * from the rows as they now stand (so each payload is what the product would publish), and
 * sealed as the product seals them. One event per fact where the product's last event carries
 * the whole state (a profile, a wallet's dates, a sea-service record, a review as the public
 * sees it, a person's review numbers): a subscriber keeps the latest, so earlier ones would
 * only repeat what the last one says. Share-link views are one event each, as the product
 * publishes them.
 */
export async function writeIntegrationEvents(db: pg.Client, em: EntityManager, clock: SeedClock): Promise<number> {
  const log = new EventLogWriter(db);
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
  const before = () => log.written;

  // ---- identity: each account's registration and its profile as it now is ----
  {
    const stage = clock.stage('events: registrations and profiles', 2 * (await count('select count(*) as n from users')));
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const users = await em.fork().find(User, { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: 1000 });
      if (users.length === 0) break;
      for (const user of users) {
        await log.add(identityEvents.userRegistered(user), user.createdAt);
        await log.add(identityEvents.profileChanged(user), user.updatedAt);
      }
      after = users[users.length - 1].id;
      stage.tick(log.written);
    }
    await log.flush();
    stage.end(log.written);
  }

  // ---- billing: each company's upgrade, plan activation and credit purchases ----
  {
    const start = before();
    const rows = await db.query<{ user_id: string; role: AccountRole; company_name: string; company_type: CompanyType; plan: PlanId; expires_at: Date; amount: number; kind: string; created_at: Date }>(
      `select c.user_id, u.role, c.company_name, c.company_type, u.subscription_plan as plan, u.subscription_expires_at as expires_at, l.amount, l.kind, l.created_at
       from employer_companies c join users u on u.id = c.user_id
       join credit_ledger l on l.employer_id = c.user_id and l.kind in ('plan_activation', 'credit_purchase')
       order by c.user_id, l.id`,
    );
    const stage = clock.stage('events: billing', rows.rows.length);
    let last = '';
    for (const r of rows.rows) {
      if (r.user_id !== last) {
        last = r.user_id;
        await log.add(billingEvents.employerUpgraded({ userId: r.user_id, role: r.role, companyName: r.company_name, companyType: r.company_type }), r.created_at);
      }
      const event: IntegrationEvent =
        r.kind === 'plan_activation' ? billingEvents.subscriptionActivated(r.user_id, r.plan, r.expires_at, r.amount) : billingEvents.creditsAdded(r.user_id, r.amount);
      await log.add(event, r.created_at);
    }
    await log.flush();
    stage.end(log.written - start);
  }

  // ---- reviews: the moderation facts, then each review as the public sees it and each person's numbers ----
  // The reviews module's own builder, publishing into a list instead of the outbox.
  const collected: IntegrationEvent[] = [];
  const reviewEvents = new ReviewIntegrationEvents({
    publish: (_em: EntityManager, event: IntegrationEvent) => void collected.push(event),
  } as unknown as IntegrationEvents);
  // Deleted reviews have left the reviews table; the event log still names their reviewee (the submission, version 1).
  const deleted = new Map<string, string>();
  {
    const start = before();
    const rows = (
      await db.query<{ stream_id: string; type: StoredEvent['type']; data: unknown; submitted: { revieweeId: string }; recorded_at: string }>(
        `select e.stream_id, e.type, e.data, s.data as submitted, e.recorded_at::text as recorded_at
         from review_events e join review_events s on s.stream_id = e.stream_id and s.stream_version = 1
         where e.type in ('ReviewFlagged', 'ReviewFlagCleared', 'ReviewVerified', 'ReviewDeleted') order by e.position`,
      )
    ).rows;
    const stage = clock.stage('events: review moderation', rows.length);
    // Opened as a whole: the times come as text (opening rebuilds plain objects, not Dates).
    for (const row of await openSealed(em.fork(), rows)) {
      reviewEvents.moderation(em, { streamId: row.stream_id, type: row.type, data: row.data } as StoredEvent, row.submitted.revieweeId);
      if (row.type === 'ReviewDeleted') deleted.set(row.stream_id, row.submitted.revieweeId);
      for (const event of collected.splice(0)) await log.add(event, new Date(row.recorded_at));
    }
    await log.flush();
    stage.end(log.written - start);
  }
  {
    const start = before();
    const stage = clock.stage('events: public reviews and review numbers', await count('select count(*) as n from reviews'));
    let after = { reviewee: '00000000-0000-0000-0000-000000000000', id: '00000000-0000-0000-0000-000000000000' };
    let reviews = 0;
    for (;;) {
      const batch = (
        await db.query<{ id: string; reviewee_id: string }>(
          `select id, reviewee_id from reviews where (reviewee_id, id) > ($1::uuid, $2::uuid) order by reviewee_id, id limit 1000`,
          [after.reviewee, after.id],
        )
      ).rows;
      if (batch.length === 0) break;
      // ReviewIntegrationEvents.changed builds them, as after any change to these reviews.
      await reviewEvents.changed(em.fork(), new Map(batch.map((r) => [r.id, r.reviewee_id])), new Set(batch.map((r) => r.reviewee_id)));
      for (const event of collected.splice(0)) await log.add(event);
      reviews += batch.length;
      after = { reviewee: batch[batch.length - 1].reviewee_id, id: batch[batch.length - 1].id };
      stage.tick(reviews);
    }
    // A deleted review is no longer public: its last public view is none.
    const gone = [...deleted];
    for (let i = 0; i < gone.length; i += 1000) {
      const chunk = new Map(gone.slice(i, i + 1000));
      await reviewEvents.changed(em.fork(), chunk, new Set(chunk.values()));
      for (const event of collected.splice(0)) await log.add(event);
    }
    await log.flush();
    stage.end(log.written - start);
  }

  // ---- certifications: each wallet's expiry dates, as announceExpiryDates reads them ----
  {
    const start = before();
    const stage = clock.stage('events: certificate expiry dates', await count('select count(distinct user_id) as n from certificate_details'));
    let after = '00000000-0000-0000-0000-000000000000';
    let people = 0;
    for (;;) {
      const rows = (
        await db.query<{ user_id: string; dates: Record<string, string> }>(
          `select user_id, jsonb_object_agg(certificate_key, to_char(expiry_date, 'YYYY-MM-DD') order by certificate_key) as dates
           from certificate_details where user_id > $1 and expiry_date is not null and user_id in (
             select distinct user_id from certificate_details where user_id > $1 order by user_id limit 1000)
           group by user_id order by user_id`,
          [after],
        )
      ).rows;
      if (rows.length === 0) break;
      for (const r of rows) await log.add(certificateExpiriesChanged(r.user_id, r.dates));
      people += rows.length;
      after = rows[rows.length - 1].user_id;
      stage.tick(people);
    }
    await log.flush();
    stage.end(log.written - start);
  }

  // ---- sea service: each person's record, read as readRecord reads it ----
  {
    const start = before();
    const stage = clock.stage('events: sea-service records', await count('select count(distinct user_id) as n from sea_service_periods'));
    let after = '00000000-0000-0000-0000-000000000000';
    let people = 0;
    for (;;) {
      const rows = (
        await db.query<{ user_id: string; periods: Parameters<typeof toPeriod>[0][] }>(
          `select o.user_id, json_agg(json_build_object('id', x.id, 'vesselName', x."vesselName", 'imoNumber', x."imoNumber", 'flag', x.flag,
                    'vesselType', x."vesselType", 'grossTonnage', x."grossTonnage", 'rank', x.rank, 'signOnDate', x."signOnDate",
                    'signOffDate', x."signOffDate", 'daysAtSea', x."daysAtSea", 'confirmations', '[]'::json) order by x.sign_on_date desc) as periods
           from (select distinct user_id from sea_service_periods where user_id > $1 order by user_id limit 1000) o
           cross join lateral (select ${PERIOD_COLUMNS}, p.sign_on_date from sea_service_periods p where p.user_id = o.user_id) x
           group by o.user_id order by o.user_id`,
          [after],
        )
      ).rows;
      if (rows.length === 0) break;
      for (const r of rows) {
        const periods = r.periods.map(toPeriod);
        const totals = seaTimeTotals(periods.map((p) => ({ id: p.id, imoNumber: p.imoNumber, from: p.signOnDate, to: p.signOffDate, daysAtSea: p.daysAtSea })));
        await log.add(seaServiceChanged(r.user_id, { periods, totals }));
      }
      people += rows.length;
      after = rows[rows.length - 1].user_id;
      stage.tick(people);
    }
    await log.flush();
    stage.end(log.written - start);
  }

  // ---- sharing: each link's creation and each of its views (no personal data: set-based) ----
  // Last and in time order: the newest facts, whose deliveries still have their processed_events rows (read-models.ts).
  await clock.run('events: share links and their views', (r: pg.QueryResult) => r.rowCount ?? 0, () =>
    db.query(
      `insert into integration_events (event_id, type, version, payload, occurred_at)
       select gen_random_uuid(), type, version, payload, at from (
         select $1 as type, $2::int as version, jsonb_set(${SHARE_LINK_STATE_PAYLOAD}, '{views}', '0') as payload, created_at as at, id, 0 as k from share_links
         union all
         select $3, $4::int, jsonb_set(${SHARE_LINK_STATE_PAYLOAD}, '{views}', to_jsonb(k)), least(created_at + k * interval '1 hour', now()), id, k
         from share_links, generate_series(1, views) k) e
       order by at, id, k`,
      [SHARE_LINK_CREATED, SHARING_EVENT_VERSIONS[SHARE_LINK_CREATED], PROFILE_VIEWED, SHARING_EVENT_VERSIONS[PROFILE_VIEWED]],
    ),
  );

  return Number((await db.query<{ n: string }>('select count(*) as n from integration_events')).rows[0].n);
}
