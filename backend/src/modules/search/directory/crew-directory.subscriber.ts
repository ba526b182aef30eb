import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import { certificateEntries, certificateNames } from '../../certifications/contracts/certificate-names.js';
import { CERTIFICATE_EXPIRIES_CHANGED, type CertificateExpiriesChangedV1, heldCertificateKeys } from '../../certifications/contracts/events.js';
import {
  ACCOUNT_DELETED,
  type AccountDeletedV1,
  PROFILE_CHANGED,
  type ProfileChangedV1,
  ROLE_CHANGED,
  type RoleChangedV1,
  USER_REGISTERED,
  type UserRegisteredV1,
} from '../../identity/contracts/events.js';
import { REVIEW_SUMMARY_CHANGED, type ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';
import { SEA_SERVICE_CHANGED, type SeaServiceChangedV1 } from '../../sea-service/contracts/events.js';
import { type AccountRole, fullName } from '../../identity/contracts/user-values.js';

export const CREW_DIRECTORY_SUBSCRIBER = 'search.crew-directory';

/** Catalogue prefixes of `certification_ids` (the catalogues share some ids). */
const CATALOGUES = [
  ['stcw', 'stcwEndorsements'],
  ['uscg', 'uscgLicenses'],
  ['mca', 'mcaCertificates'],
  ['other', 'otherAuthorities'],
  ['coc', 'cocEquivalencies'],
] as const;

/**
 * The weighted document from the row's own columns: A name and position, B certificate
 * names and codes, C bio. English stemming on both sides (the query uses the same
 * configuration), on words without accents and split at hyphens, slashes and dots
 * (crew_search_words, the migration's; crew-search-sql.ts says why).
 */
export const DOCUMENT = `setweight(to_tsvector('english', crew_search_words(coalesce(full_name, '') || ' ' || coalesce(position, ''))), 'A')
  || setweight(to_tsvector('english', crew_search_words(array_to_string(certificate_names || certificate_codes, ' '))), 'B')
  || setweight(to_tsvector('english', crew_search_words(coalesce(bio, ''))), 'C')`;

const PROFILE_COLUMNS = [
  'first_name', 'last_name', 'full_name', 'profile_image_url', 'position', 'rank', 'experience', 'experience_years',
  'location', 'availability', 'bio', 'certification_ids', 'stcw_certificates', 'certificate_names', 'certificate_codes', 'held_certificate_keys',
] as const;

/** Arrays go in as JSON text: the driver would spread a JS array into a list of parameters. */
const ARRAY_COLUMNS: ReadonlySet<string> = new Set(['certification_ids', 'stcw_certificates', 'certificate_names', 'certificate_codes', 'held_certificate_keys']);

/** Employer and agency accounts are never candidates (DESIGN.md, "Companies"; spec section 6). */
const isEmployerRole = (role: AccountRole) => role === 'employer' || role === 'agency';

/** Listed: the owner shows the profile and the account is crew (the row's two parts). */
const LISTED = 'crew_search.profile_searchable and not crew_search.employer_account';

/**
 * The earliest expiry date among the certificates held (ADR 0029), from the row's two parts:
 * which certificates the profile holds and the wallet's dates. Run after either changes.
 */
const EARLIEST_EXPIRY = `with e as (
    select user_id, (select min(x.value::date) from jsonb_each_text(certificate_expiries) x where x.key = any(held_certificate_keys)) as d
    from crew_search where user_id = ?)
  update crew_search c set earliest_certificate_expiry = e.d,
    changed_at = case when c.earliest_certificate_expiry is distinct from e.d then now() else c.changed_at end
  from e where c.user_id = e.user_id`;

/**
 * Keeps crew_search from identity's and reviews' events. Each row keeps, per part (profile,
 * names, role, review numbers), the position of the last event applied and ignores older ones,
 * since delivery is at least once and in no guaranteed order. A profile that stops being
 * searchable loses every profile field at once; only its numbers and positions stay. An
 * employer or agency account is never listed, whatever its profile says (`employer_account`,
 * from the role); `searchable`, which every query and index reads, is the two parts together.
 * `changed_at` is when a listed row last changed (saved-search alerts look there).
 */
@Injectable()
@Subscriber({
  name: CREW_DIRECTORY_SUBSCRIBER,
  events: [PROFILE_CHANGED, USER_REGISTERED, ROLE_CHANGED, REVIEW_SUMMARY_CHANGED, CERTIFICATE_EXPIRIES_CHANGED, ACCOUNT_DELETED, SEA_SERVICE_CHANGED],
  tables: ['crew_search'],
})
export class CrewDirectorySubscriber implements IntegrationEventSubscriber {
  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    if (event.type === PROFILE_CHANGED) return this.profileChanged(em, event.payload as ProfileChangedV1, event.position);
    if (event.type === USER_REGISTERED) return this.registered(em, event.payload as UserRegisteredV1, event.position);
    if (event.type === ROLE_CHANGED) return this.roleChanged(em, (event.payload as RoleChangedV1).userId, (event.payload as RoleChangedV1).role, event.position);
    if (event.type === REVIEW_SUMMARY_CHANGED) return this.reviewsChanged(em, event.payload as ReviewSummaryChangedV1, event.position);
    if (event.type === CERTIFICATE_EXPIRIES_CHANGED) return this.expiriesChanged(em, event.payload as CertificateExpiriesChangedV1, event.position);
    if (event.type === ACCOUNT_DELETED) return this.accountDeleted(em, event.payload as AccountDeletedV1);
    if (event.type === SEA_SERVICE_CHANGED) return this.seaServiceChanged(em, event.payload as SeaServiceChangedV1, event.position);
  }

  /** Total sea time only: a number, kept like the review numbers whether or not the profile is searchable. */
  private async seaServiceChanged(em: EntityManager, record: SeaServiceChangedV1, position: string) {
    await em.execute(
      `insert into crew_search (user_id, searchable, sea_days, sea_service_position) values (?, false, ?, ?)
       on conflict (user_id) do update set sea_days = excluded.sea_days, sea_service_position = excluded.sea_service_position
       where crew_search.sea_service_position < excluded.sea_service_position`,
      [record.userId, record.totals.days, position],
    );
  }

  /**
   * A deleted account leaves the directory for good: the row keeps no profile and the highest
   * positions, so no late event (a profile change delivered after the deletion) brings it back.
   */
  private async accountDeleted(em: EntityManager, deleted: AccountDeletedV1) {
    const never = '9223372036854775807';
    await em.execute(
      `insert into crew_search (user_id, searchable, profile_position, names_position, reviews_position, expiries_position, sea_service_position) values (?, false, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set searchable = false, profile_searchable = false, ${PROFILE_COLUMNS.map((c) => `${c} = ${ARRAY_COLUMNS.has(c) ? `'{}'` : 'null'}`).join(', ')},
         average_rating = null, verified_reviews = 0, total_reviews = 0, sea_days = 0, document = null,
         certificate_expiries = '{}', earliest_certificate_expiry = null,
         profile_position = excluded.profile_position, names_position = excluded.names_position, reviews_position = excluded.reviews_position,
         expiries_position = excluded.expiries_position, sea_service_position = excluded.sea_service_position`,
      [deleted.userId, never, never, never, never, never],
    );
  }

  private async profileChanged(em: EntityManager, profile: ProfileChangedV1, position: string) {
    const values = profile.searchable ? profileValues(profile) : PROFILE_COLUMNS.map((c) => (ARRAY_COLUMNS.has(c) ? '[]' : null));
    const updated = await em.execute<unknown[]>(
      `insert into crew_search (user_id, profile_searchable, searchable, ${PROFILE_COLUMNS.join(', ')}, profile_position, names_position, changed_at)
       values (?, ?, ?, ${PROFILE_COLUMNS.map((c) => (ARRAY_COLUMNS.has(c) ? 'array(select jsonb_array_elements_text(?::jsonb))' : '?')).join(', ')}, ?, ?, now())
       on conflict (user_id) do update set profile_searchable = excluded.profile_searchable,
         searchable = excluded.profile_searchable and not crew_search.employer_account, ${PROFILE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')},
         profile_position = excluded.profile_position, names_position = excluded.names_position, changed_at = now()
       where crew_search.profile_position < excluded.profile_position
       returning user_id`,
      [profile.userId, profile.searchable, profile.searchable, ...values, position, position],
    );
    if (updated.length > 0) {
      await em.execute(`update crew_search set document = case when profile_searchable then ${DOCUMENT} end where user_id = ?`, [profile.userId]);
      await em.execute(EARLIEST_EXPIRY, [profile.userId]);
    }
  }

  /** The account's role, from its registration or a change (an upgrade to employer): an employer or agency leaves the directory. */
  private async roleChanged(em: EntityManager, userId: string, role: AccountRole, position: string) {
    await em.execute(
      `insert into crew_search (user_id, searchable, employer_account, role_position) values (?, false, ?, ?)
       on conflict (user_id) do update set employer_account = excluded.employer_account,
         searchable = crew_search.profile_searchable and not excluded.employer_account, role_position = excluded.role_position,
         changed_at = case when ${LISTED} is distinct from (crew_search.profile_searchable and not excluded.employer_account) then now() else crew_search.changed_at end
       where crew_search.role_position < excluded.role_position`,
      [userId, isEmployerRole(role), position],
    );
  }

  /** The wallet's dates, kept whether or not the profile is shown (like the review numbers), so their order does not matter. */
  private async expiriesChanged(em: EntityManager, wallet: CertificateExpiriesChangedV1, position: string) {
    const updated = await em.execute<unknown[]>(
      `insert into crew_search (user_id, searchable, certificate_expiries, expiries_position) values (?, false, ?::jsonb, ?)
       on conflict (user_id) do update set certificate_expiries = excluded.certificate_expiries, expiries_position = excluded.expiries_position
       where crew_search.expiries_position < excluded.expiries_position
       returning user_id`,
      [wallet.userId, JSON.stringify(wallet.expiryDates), position],
    );
    if (updated.length > 0) await em.execute(EARLIEST_EXPIRY, [wallet.userId]);
  }

  /** Names from the registration, only onto a shown profile older than it (a replay applies both); and the role it was made with. */
  private async registered(em: EntityManager, user: UserRegisteredV1, position: string) {
    await em.execute(
      `update crew_search set first_name = ?, last_name = ?, full_name = ?, names_position = ?
       where user_id = ? and profile_searchable and names_position < ?`,
      [user.firstName, user.lastName, fullName(user), position, user.userId, position],
    );
    await em.execute(`update crew_search set document = ${DOCUMENT} where user_id = ? and profile_searchable and names_position = ?`, [user.userId, position]);
    await this.roleChanged(em, user.userId, user.role, position);
  }

  /**
   * The rating employers see counts verified reviews only (DESIGN.md, "What employers see"),
   * like the profile they open: the summary's `employer` numbers. A version 1 summary has none;
   * its public average is taken only when every public reviewer is verified, else no rating
   * shows until the person's next summary (never a rating unverified reviews made).
   */
  private async reviewsChanged(em: EntityManager, summary: ReviewSummaryChangedV1, position: string) {
    const numbers = summary.public;
    const rating = summary.employer
      ? summary.employer.averageRating
      : numbers.verifiedReviews > 0 && numbers.verifiedReviews === numbers.totalReviews
        ? numbers.averageRating
        : null;
    await em.execute(
      `insert into crew_search (user_id, searchable, average_rating, verified_reviews, total_reviews, reviews_position) values (?, false, ?, ?, ?, ?)
       on conflict (user_id) do update set average_rating = excluded.average_rating, verified_reviews = excluded.verified_reviews,
         total_reviews = excluded.total_reviews, reviews_position = excluded.reviews_position,
         changed_at = case when crew_search.average_rating is distinct from excluded.average_rating then now() else crew_search.changed_at end
       where crew_search.reviews_position < excluded.reviews_position`,
      [summary.userId, rating, summary.employer?.verifiedReviews ?? numbers.verifiedReviews, numbers.totalReviews, position],
    );
  }
}


function profileValues(p: ProfileChangedV1): unknown[] {
  const ids = CATALOGUES.flatMap(([prefix, kind]) => (p[kind] ?? []).map((id) => `${prefix}:${id}`));
  const names = CATALOGUES.flatMap(([, kind]) => certificateNames(kind, p[kind] ?? []));
  const byColumn: Record<(typeof PROFILE_COLUMNS)[number], unknown> = {
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: fullName(p),
    profile_image_url: p.profileImageUrl,
    position: p.position,
    rank: p.rank,
    experience: p.experience,
    experience_years: p.experienceYears,
    location: p.location,
    availability: p.availability,
    bio: p.bio,
    certification_ids: ids,
    stcw_certificates: certificateNames('stcwEndorsements', p.stcwEndorsements ?? []),
    // Free-text certifications count as certificate names too: employers search them the same way.
    certificate_names: [...names, ...(p.certifications ?? [])],
    // Codes ('STCW II/2', '46 CFR 11.404', 'MCA II/1 Unlimited'): employers search by them too.
    certificate_codes: [...new Set(CATALOGUES.flatMap(([, kind]) => certificateEntries(kind, p[kind] ?? []).map((e) => e.code)))],
    held_certificate_keys: heldCertificateKeys({
      certifications: p.certifications ?? [],
      stcwEndorsements: p.stcwEndorsements ?? [],
      uscgLicenses: p.uscgLicenses ?? [],
      mcaCertificates: p.mcaCertificates ?? [],
      otherAuthorities: p.otherAuthorities ?? [],
      cocEquivalencies: p.cocEquivalencies ?? [],
    }),
  };
  return PROFILE_COLUMNS.map((c) => (ARRAY_COLUMNS.has(c) ? JSON.stringify(byColumn[c]) : byColumn[c]));
}
