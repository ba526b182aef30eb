import { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { CERTIFICATE_EXPIRIES_CHANGED, type CertificateExpiriesChangedV1 } from '../../src/modules/certifications/contracts/events.js';
import { PROFILE_CHANGED, type ProfileChangedV1, ROLE_CHANGED, type RoleChangedV1, USER_REGISTERED, type UserRegisteredV1 } from '../../src/modules/identity/contracts/events.js';
import { PUBLIC_REVIEW_CHANGED, type PublicReviewChangedV1, REVIEW_SUMMARY_CHANGED, type ReviewSummaryChangedV1 } from '../../src/modules/reviews/contracts/events.js';
import { SEA_SERVICE_CHANGED, type SeaServiceChangedV1 } from '../../src/modules/sea-service/contracts/events.js';
import { publicSeaService } from '../../src/modules/sharing/public-profile-document/public-profile-document.js';
import { PUBLIC_PROFILE_SUBSCRIBER } from '../../src/modules/sharing/public-profile-document/public-profile-data.subscriber.js';
import { publicPerson, refreshPublicProfile } from '../../src/modules/sharing/public-profile-document/public-profile-store.js';
import { eventsOfTypesAfter } from '../../src/platform/events/events-of-types.js';
import type { StoredIntegrationEvent } from '../../src/platform/events/integration-event.js';
import { openSealed } from '../../src/platform/privacy/personal-data.js';
import type { SeedClock } from './progress.js';

const BATCH = 5000;
/** People whose documents are built per transaction, and transactions at once. */
const REFRESH_BATCH = 200;
const REFRESH_CONCURRENCY = 3;

/** A row's value and the position of the event it came from; later positions win, as in the handler. */
type Latest = Map<string, { value: string | null; position: string; extra?: string | null }>;
const keep = (map: Latest, key: string, position: string, value: string | null, extra?: string | null) => {
  const held = map.get(key);
  if (!held || BigInt(held.position) < BigInt(position)) map.set(key, { value, position, extra });
};

/**
 * The public-profile documents (sharing_*) from the integration log, in bulk. The subscriber
 * (PublicProfileDataSubscriber) stores each event's part of a person and then rebuilds the
 * person's whole document, for every event: a person with 5,000 reviews has their document
 * rebuilt 5,000 times on replay, which would take hours at market size. Here each part is
 * stored with the handler's own statements (later position wins), set-based per batch of
 * events, and each document is then built once by the product's refreshPublicProfile. The
 * parts are what the handler stores and the document a deterministic function of them (the
 * handler's own note), so the rows are the same; the seed's test runs the consistency check,
 * which replays the subscriber's handler into scratch tables and compares. An account deletion
 * is not something the seed writes: one found here stops the seed rather than being mishandled.
 */
export async function buildPublicProfiles(em: EntityManager, db: pg.Client, clock: SeedClock, types: readonly string[]): Promise<void> {
  const total = Number((await db.query<{ n: string }>('select count(*) as n from integration_events where type = any($1::text[])', [types])).rows[0].n);
  const stage = clock.stage(`read model ${PUBLIC_PROFILE_SUBSCRIBER} (bulk parts)`, total);
  const [{ end }] = (await db.query<{ end: string }>('select coalesce(max(position), 0)::text as "end" from integration_events')).rows;
  let after = '0';
  let applied = 0;
  for (;;) {
    const { sql, params } = eventsOfTypesAfter({ types, after, end, limit: BATCH });
    const rows = await em.fork().execute<StoredIntegrationEvent[]>(sql, params);
    if (rows.length === 0) break;
    await applyParts(db, await openSealed(em.fork(), rows));
    applied += rows.length;
    after = rows[rows.length - 1].position;
    stage.tick(applied);
  }
  stage.end(applied);

  const people = (await db.query<{ user_id: string }>('select user_id from sharing_public_profiles order by user_id')).rows.map((r) => r.user_id);
  const documents = clock.stage(`read model ${PUBLIC_PROFILE_SUBSCRIBER} (documents)`, people.length);
  let built = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: REFRESH_CONCURRENCY }, async () => {
      while (next < people.length) {
        const batch = people.slice(next, (next += REFRESH_BATCH));
        await em.fork().transactional(async (tx) => {
          for (const userId of batch) await refreshPublicProfile(tx, userId);
        });
        built += batch.length;
        documents.tick(built);
      }
    }),
  );
  documents.end(built);
  await db.query(
    `insert into subscriber_watermarks (subscriber, position) values ($1, $2)
     on conflict (subscriber) do update set position = excluded.position, updated_at = now()`,
    [PUBLIC_PROFILE_SUBSCRIBER, end],
  );
}

async function applyParts(db: pg.Client, events: readonly StoredIntegrationEvent[]): Promise<void> {
  const summaries: Latest = new Map();
  const reviews: Latest = new Map();
  const parts = { person: new Map() as Latest, role: new Map() as Latest, certificate_expiries: new Map() as Latest, sea_service: new Map() as Latest };
  for (const event of events) {
    const p = event.position;
    switch (event.type) {
      case REVIEW_SUMMARY_CHANGED: {
        const summary = event.payload as ReviewSummaryChangedV1;
        keep(summaries, summary.userId, p, JSON.stringify(summary.public));
        break;
      }
      case PUBLIC_REVIEW_CHANGED: {
        const { reviewId, revieweeId, review } = event.payload as PublicReviewChangedV1;
        keep(reviews, reviewId, p, review ? JSON.stringify(review) : null, `${revieweeId} ${review?.createdAt ?? ''}`);
        break;
      }
      case USER_REGISTERED: {
        const registered = event.payload as UserRegisteredV1;
        keep(parts.person, registered.userId, p, JSON.stringify(publicPerson(registered)));
        keep(parts.role, registered.userId, p, registered.role);
        break;
      }
      case PROFILE_CHANGED:
        keep(parts.person, (event.payload as ProfileChangedV1).userId, p, JSON.stringify(publicPerson(event.payload as ProfileChangedV1)));
        break;
      case ROLE_CHANGED:
        keep(parts.role, (event.payload as RoleChangedV1).userId, p, (event.payload as RoleChangedV1).role);
        break;
      case CERTIFICATE_EXPIRIES_CHANGED:
        keep(parts.certificate_expiries, (event.payload as CertificateExpiriesChangedV1).userId, p, JSON.stringify((event.payload as CertificateExpiriesChangedV1).expiryDates));
        break;
      case SEA_SERVICE_CHANGED:
        keep(parts.sea_service, (event.payload as SeaServiceChangedV1).userId, p, JSON.stringify(publicSeaService(event.payload as SeaServiceChangedV1)));
        break;
      default:
        throw new Error(`The seed's bulk build of public profiles does not handle ${event.type} (position ${event.position})`);
    }
  }
  const cols = (map: Latest) => [[...map.keys()], [...map.values()].map((v) => v.value), [...map.values()].map((v) => v.position)];
  // The handler's statements (PublicProfileDataSubscriber, applyPart), over a batch of rows.
  await db.query(
    `insert into sharing_review_summaries (user_id, summary, position) select * from unnest($1::uuid[], $2::jsonb[], $3::bigint[])
     on conflict (user_id) do update set summary = excluded.summary, position = excluded.position
     where sharing_review_summaries.position < excluded.position`,
    cols(summaries),
  );
  await db.query(
    `insert into sharing_public_reviews (review_id, reviewee_id, review, created_at, position)
     select r.id, split_part(r.extra, ' ', 1)::uuid, r.review, nullif(split_part(r.extra, ' ', 2), '')::timestamptz, r.position
     from unnest($1::uuid[], $2::jsonb[], $3::bigint[], $4::text[]) r(id, review, position, extra)
     on conflict (review_id) do update set review = excluded.review, created_at = excluded.created_at, position = excluded.position
     where sharing_public_reviews.position < excluded.position`,
    [...cols(reviews), [...reviews.values()].map((v) => v.extra)],
  );
  const positions = { person: 'profile_position', role: 'role_position', certificate_expiries: 'expiries_position', sea_service: 'sea_service_position' } as const;
  for (const [column, map] of Object.entries(parts) as Array<[keyof typeof positions, Latest]>) {
    const at = positions[column];
    await db.query(
      `insert into sharing_public_profiles (user_id, ${column}, ${at}) select * from unnest($1::uuid[], $2::${column === 'role' ? 'text' : 'jsonb'}[], $3::bigint[])
       on conflict (user_id) do update set ${column} = excluded.${column}, ${at} = excluded.${at}
       where not sharing_public_profiles.deleted and sharing_public_profiles.${at} < excluded.${at}`,
      cols(map),
    );
  }
}
