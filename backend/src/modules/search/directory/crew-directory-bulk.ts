import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredIntegrationEvent } from '../../../platform/events/integration-event.js';
import { LatestPerRow } from '../../../platform/events/latest-per-row.js';
import { CERTIFICATE_EXPIRIES_CHANGED, type CertificateExpiriesChangedV1 } from '../../certifications/contracts/events.js';
import { ACCOUNT_DELETED, type AccountDeletedV1, PROFILE_CHANGED, type ProfileChangedV1, ROLE_CHANGED, type RoleChangedV1, USER_REGISTERED, type UserRegisteredV1 } from '../../identity/contracts/events.js';
import { fullName } from '../../identity/contracts/user-values.js';
import { REVIEW_SUMMARY_CHANGED, type ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';
import { SEA_SERVICE_CHANGED, type SeaServiceChangedV1 } from '../../sea-service/contracts/events.js';
import { DOCUMENT, earliestExpiry, HIDDEN_PROFILE, isEmployerRole, leaveDirectory, LISTED, PROFILE_COLUMNS, profileRow, reviewNumbers } from './crew-directory-rows.js';
import { executeBound } from '../../../platform/database/bound-parameters.js';

/** A uuid[] parameter (the driver would spread a JS array into a list of parameters). */
const uuids = (ids: Iterable<string>) => `{${[...ids].join(',')}}`;

/**
 * Applies integration events to crew_search: the directory's handler with one event, its bulk
 * path (replays, the consistency check) with a batch. Each row keeps, per part, the position
 * of the last event applied and refuses older ones, so of a batch only each row's latest event
 * per part can leave a trace: that one is kept, and each part is one statement over the batch's
 * rows. The parts write separate columns, except that `searchable` is the profile and role
 * parts together and the registration's names go only onto a shown profile older than it, so
 * the statements run in an order whose result is the same as the events' one by one: role and
 * profile (each recomputes `searchable` from the other's stored half), then the registration's
 * names (refused where the batch's profile is newer), then the documents and earliest expiry
 * dates of the rows those changed, and the batch's account deletions last: a deletion wipes
 * whatever came before it and sets every position to the highest, and only the role (never
 * wiped) can change after it, as one by one. `changed_at` is the worker's clock (saved-search
 * alerts read it; the consistency check leaves it out).
 */
export async function applyCrewDirectoryEvents(em: EntityManager, events: readonly StoredIntegrationEvent[]): Promise<void> {
  // Each part's rows, by user id (the position as `at`: `position` is a profile column).
  const seaService = new LatestPerRow<{ user_id: string; days: number }>();
  const reviews = new LatestPerRow<{ user_id: string; average_rating: number | null; verified_reviews: number; total_reviews: number }>();
  const roles = new LatestPerRow<{ user_id: string; employer_account: boolean }>();
  const profiles = new LatestPerRow<Record<string, unknown>>();
  const names = new LatestPerRow<{ user_id: string; first_name: string; last_name: string; full_name: string }>();
  const expiries = new LatestPerRow<{ user_id: string; certificate_expiries: Record<string, string> }>();
  const deleted: string[] = [];
  for (const event of events) {
    const at = event.position;
    switch (event.type) {
      case SEA_SERVICE_CHANGED: {
        const record = event.payload as SeaServiceChangedV1;
        seaService.keep(record.userId, at, { user_id: record.userId, days: record.totals.days });
        break;
      }
      case REVIEW_SUMMARY_CHANGED: {
        const summary = event.payload as ReviewSummaryChangedV1;
        const numbers = reviewNumbers(summary);
        reviews.keep(summary.userId, at, { user_id: summary.userId, average_rating: numbers.averageRating, verified_reviews: numbers.verifiedReviews, total_reviews: numbers.totalReviews });
        break;
      }
      case ROLE_CHANGED: {
        const { userId, role } = event.payload as RoleChangedV1;
        roles.keep(userId, at, { user_id: userId, employer_account: isEmployerRole(role) });
        break;
      }
      case USER_REGISTERED: {
        const user = event.payload as UserRegisteredV1;
        names.keep(user.userId, at, { user_id: user.userId, first_name: user.firstName, last_name: user.lastName, full_name: fullName(user) });
        roles.keep(user.userId, at, { user_id: user.userId, employer_account: isEmployerRole(user.role) });
        break;
      }
      case PROFILE_CHANGED: {
        const profile = event.payload as ProfileChangedV1;
        profiles.keep(profile.userId, at, { user_id: profile.userId, profile_searchable: profile.searchable, ...(profile.searchable ? profileRow(profile) : HIDDEN_PROFILE) });
        break;
      }
      case CERTIFICATE_EXPIRIES_CHANGED: {
        const wallet = event.payload as CertificateExpiriesChangedV1;
        expiries.keep(wallet.userId, at, { user_id: wallet.userId, certificate_expiries: wallet.expiryDates });
        break;
      }
      case ACCOUNT_DELETED:
        deleted.push((event.payload as AccountDeletedV1).userId);
        break;
      default:
        throw new Error(`The crew directory does not handle ${event.type} (position ${event.position})`);
    }
  }

  // Total sea time and the review numbers: kept whether or not the profile is shown.
  if (seaService.size > 0) {
    await executeBound(
      em,
      `insert into crew_search (user_id, searchable, sea_days, sea_service_position)
       select r.user_id, false, r.days, r.at from jsonb_to_recordset(?::jsonb) r(user_id uuid, days integer, at bigint)
       on conflict (user_id) do update set sea_days = excluded.sea_days, sea_service_position = excluded.sea_service_position
       where crew_search.sea_service_position < excluded.sea_service_position`,
      [seaService.json],
    );
  }
  if (reviews.size > 0) {
    await executeBound(
      em,
      `insert into crew_search (user_id, searchable, average_rating, verified_reviews, total_reviews, reviews_position)
       select r.user_id, false, r.average_rating, r.verified_reviews, r.total_reviews, r.at
       from jsonb_to_recordset(?::jsonb) r(user_id uuid, average_rating double precision, verified_reviews integer, total_reviews integer, at bigint)
       on conflict (user_id) do update set average_rating = excluded.average_rating, verified_reviews = excluded.verified_reviews,
         total_reviews = excluded.total_reviews, reviews_position = excluded.reviews_position,
         changed_at = case when crew_search.average_rating is distinct from excluded.average_rating then now() else crew_search.changed_at end
       where crew_search.reviews_position < excluded.reviews_position`,
      [reviews.json],
    );
  }
  // The role, from a registration or a change (an upgrade to employer): an employer or agency leaves the directory.
  if (roles.size > 0) {
    await executeBound(
      em,
      `insert into crew_search (user_id, searchable, employer_account, role_position)
       select r.user_id, false, r.employer_account, r.at from jsonb_to_recordset(?::jsonb) r(user_id uuid, employer_account boolean, at bigint)
       on conflict (user_id) do update set employer_account = excluded.employer_account,
         searchable = crew_search.profile_searchable and not excluded.employer_account, role_position = excluded.role_position,
         changed_at = case when ${LISTED} is distinct from (crew_search.profile_searchable and not excluded.employer_account) then now() else crew_search.changed_at end
       where crew_search.role_position < excluded.role_position`,
      [roles.json],
    );
  }
  const documents = new Set<string>();
  const expiryDates = new Set<string>();
  // A profile hidden from search loses every profile field at once; its names come with it.
  if (profiles.size > 0) {
    const updated = await executeBound<{ user_id: string }>(
      em,
      `insert into crew_search (user_id, profile_searchable, searchable, ${PROFILE_COLUMNS.join(', ')}, profile_position, names_position, changed_at)
       select r.user_id, r.profile_searchable, r.profile_searchable, ${PROFILE_COLUMNS.map((c) => `r.${c}`).join(', ')}, r.at, r.at, now()
       from jsonb_to_recordset(?::jsonb) r(user_id uuid, profile_searchable boolean, first_name text, last_name text, full_name text, profile_image_url text,
         position text, rank text, experience text, experience_years smallint, location text, availability text, bio text,
         certification_ids text[], stcw_certificates text[], certificate_names text[], certificate_codes text[], held_certificate_keys text[], at bigint)
       on conflict (user_id) do update set profile_searchable = excluded.profile_searchable,
         searchable = excluded.profile_searchable and not crew_search.employer_account, ${PROFILE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')},
         profile_position = excluded.profile_position, names_position = excluded.names_position, changed_at = now()
       where crew_search.profile_position < excluded.profile_position
       returning user_id`,
      [profiles.json],
    );
    for (const { user_id } of updated) {
      documents.add(user_id);
      expiryDates.add(user_id);
    }
  }
  // The registration's names, only onto a shown profile older than it (a replay applies both).
  if (names.size > 0) {
    const updated = await executeBound<{ user_id: string }>(
      em,
      `update crew_search c set first_name = r.first_name, last_name = r.last_name, full_name = r.full_name, names_position = r.at
       from jsonb_to_recordset(?::jsonb) r(user_id uuid, first_name text, last_name text, full_name text, at bigint)
       where c.user_id = r.user_id and c.profile_searchable and c.names_position < r.at
       returning c.user_id`,
      [names.json],
    );
    for (const { user_id } of updated) documents.add(user_id);
  }
  // The wallet's dates, kept whether or not the profile is shown.
  if (expiries.size > 0) {
    const updated = await executeBound<{ user_id: string }>(
      em,
      `insert into crew_search (user_id, searchable, certificate_expiries, expiries_position)
       select r.user_id, false, r.certificate_expiries, r.at from jsonb_to_recordset(?::jsonb) r(user_id uuid, certificate_expiries jsonb, at bigint)
       on conflict (user_id) do update set certificate_expiries = excluded.certificate_expiries, expiries_position = excluded.expiries_position
       where crew_search.expiries_position < excluded.expiries_position
       returning user_id`,
      [expiries.json],
    );
    for (const { user_id } of updated) expiryDates.add(user_id);
  }
  if (documents.size > 0) await executeBound(em, `update crew_search set document = case when profile_searchable then ${DOCUMENT} end where user_id = any(?::uuid[])`, [uuids(documents)]);
  if (expiryDates.size > 0) await executeBound(em, earliestExpiry('user_id = any(?::uuid[])'), [uuids(expiryDates)]);
  for (const userId of deleted) await leaveDirectory(em, userId);
}
