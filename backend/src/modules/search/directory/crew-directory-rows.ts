import type { EntityManager } from '@mikro-orm/postgresql';
import { certificateEntries, certificateNames } from '../../certifications/contracts/certificate-names.js';
import { heldCertificateKeys } from '../../certifications/contracts/events.js';
import type { ProfileChangedV1 } from '../../identity/contracts/events.js';
import { type AccountRole, fullName } from '../../identity/contracts/user-values.js';
import type { ReviewSummaryChangedV1 } from '../../reviews/contracts/events.js';

/*
 * crew_search's columns, the values events give them and the statements the directory's
 * handler (one event at a time) and its bulk path (a batch per statement) share.
 */

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

export const PROFILE_COLUMNS = [
  'first_name', 'last_name', 'full_name', 'profile_image_url', 'position', 'rank', 'experience', 'experience_years',
  'location', 'availability', 'bio', 'certification_ids', 'stcw_certificates', 'certificate_names', 'certificate_codes', 'held_certificate_keys',
] as const;

/** The profile's array columns (text[]). */
export const ARRAY_COLUMNS: ReadonlySet<string> = new Set(['certification_ids', 'stcw_certificates', 'certificate_names', 'certificate_codes', 'held_certificate_keys']);

/** Employer and agency accounts are never candidates (DESIGN.md, "Companies"; spec section 6). */
export const isEmployerRole = (role: AccountRole) => role === 'employer' || role === 'agency';

/** Listed: the owner shows the profile and the account is crew (the row's two parts). */
export const LISTED = 'crew_search.profile_searchable and not crew_search.employer_account';

/**
 * The earliest expiry date among the certificates held (ADR 0029), from the row's two parts:
 * which certificates the profile holds and the wallet's dates. Run after either changes, for
 * the rows `where` picks (its parameters follow).
 */
export const earliestExpiry = (where: string) => `with e as (
    select user_id, (select min(x.value::date) from jsonb_each_text(certificate_expiries) x where x.key = any(held_certificate_keys)) as d
    from crew_search where ${where})
  update crew_search c set earliest_certificate_expiry = e.d,
    changed_at = case when c.earliest_certificate_expiry is distinct from e.d then now() else c.changed_at end
  from e where c.user_id = e.user_id`;

/**
 * A deleted account leaves the directory for good: the row keeps no profile and the highest
 * positions, so no late event (a profile change delivered after the deletion) brings it back.
 */
export async function leaveDirectory(em: EntityManager, userId: string): Promise<void> {
  const never = '9223372036854775807';
  await em.execute(
    `insert into crew_search (user_id, searchable, profile_position, names_position, reviews_position, expiries_position, sea_service_position) values (?, false, ?, ?, ?, ?, ?)
     on conflict (user_id) do update set searchable = false, profile_searchable = false, ${PROFILE_COLUMNS.map((c) => `${c} = ${ARRAY_COLUMNS.has(c) ? `'{}'` : 'null'}`).join(', ')},
       average_rating = null, verified_reviews = 0, total_reviews = 0, sea_days = 0, document = null,
       certificate_expiries = '{}', earliest_certificate_expiry = null,
       profile_position = excluded.profile_position, names_position = excluded.names_position, reviews_position = excluded.reviews_position,
       expiries_position = excluded.expiries_position, sea_service_position = excluded.sea_service_position`,
    [userId, never, never, never, never, never],
  );
}

/** The profile's columns (PROFILE_COLUMNS) from a searchable profile; arrays as arrays. */
export function profileRow(p: ProfileChangedV1): Record<(typeof PROFILE_COLUMNS)[number], unknown> {
  const ids = CATALOGUES.flatMap(([prefix, kind]) => (p[kind] ?? []).map((id) => `${prefix}:${id}`));
  const names = CATALOGUES.flatMap(([, kind]) => certificateNames(kind, p[kind] ?? []));
  return {
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
}

/** What a profile hidden from search keeps of its profile columns: nothing. */
export const HIDDEN_PROFILE: Readonly<Record<(typeof PROFILE_COLUMNS)[number], unknown>> = Object.fromEntries(PROFILE_COLUMNS.map((c) => [c, ARRAY_COLUMNS.has(c) ? [] : null])) as Record<(typeof PROFILE_COLUMNS)[number], unknown>;

/**
 * The rating employers see counts verified reviews only (DESIGN.md, "What employers see"),
 * like the profile they open: the summary's `employer` numbers. A version 1 summary has none;
 * its public average is taken only when every public reviewer is verified, else no rating
 * shows until the person's next summary (never a rating unverified reviews made).
 */
export function reviewNumbers(summary: ReviewSummaryChangedV1): { averageRating: number | null; verifiedReviews: number; totalReviews: number } {
  const numbers = summary.public;
  const averageRating = summary.employer
    ? summary.employer.averageRating
    : numbers.verifiedReviews > 0 && numbers.verifiedReviews === numbers.totalReviews
      ? numbers.averageRating
      : null;
  return { averageRating, verifiedReviews: summary.employer?.verifiedReviews ?? numbers.verifiedReviews, totalReviews: numbers.totalReviews };
}
