import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProfileChangedV1, UserRegisteredV1 } from '../../identity/contracts/events.js';
import { PUBLIC_REVIEW_LIMIT } from '../domain/share-link-values.js';
import { publicReviewList, publicReviewSummary, servedTogetherCount, serviceConfirmations } from '../review-data/public-review-data.js';
import { type PublicPerson, type PublicProfileDocuments, publicProfileDocuments, type PublicSeaService, withConfirmations } from './public-profile-document.js';

/** Namespace of the advisory lock taken per person while their document is written. */
const DOCUMENT_LOCK = 7303;

/**
 * Holds the person's lock until the transaction ends. Every writer of a person's row takes it
 * first: two deliveries for the same person would otherwise each build the document from a
 * snapshot missing the other's change, and the last to commit would leave it stale.
 */
export async function lockPerson(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(${DOCUMENT_LOCK}, hashtext(?))`, [userId]);
}

/**
 * Rebuilds a person's document from sharing's own tables, in the caller's transaction (the
 * one that just changed one of them). Deterministic, so a replay gives the same rows and the
 * same ETags as live delivery.
 */
export async function refreshPublicProfile(em: EntityManager, userId: string): Promise<void> {
  await lockPerson(em, userId);
  await rebuildPublicProfile(em, userId);
}

/**
 * refreshPublicProfile without the person's lock, for a writer alone on the tables (the bulk
 * path of a replay or a check, the seed): one lock per person held to the end of a transaction
 * that touches them all would fill PostgreSQL's lock table.
 */
export async function rebuildPublicProfile(em: EntityManager, userId: string): Promise<void> {
  const [row] = await em.execute<Array<{ person: PublicPerson; role: string; expiries: Record<string, string> | null; seaService: PublicSeaService | null }>>(
    'select person, role, certificate_expiries as expiries, sea_service as "seaService" from sharing_public_profiles where user_id = ? and not deleted and person is not null and role is not null',
    [userId],
  );
  // Not known yet (a review event came first): the person's own event builds it.
  if (!row) return;
  const documents = await buildPublicProfile(em, userId, row.person, row.role, row.expiries ?? {}, row.seaService);
  await em.execute(
    `update sharing_public_profiles set full_document = ?, full_etag = ?, basic_document = ?, basic_etag = ?
     where user_id = ? and (full_etag is distinct from ? or basic_etag is distinct from ?)`,
    [documents.full.body, documents.full.etag, documents.basic.body, documents.basic.etag, userId, documents.full.etag, documents.basic.etag],
  );
}

/**
 * The person's documents from what sharing keeps of them plus their public reviews (the stored
 * document, and the one built once for a link opened before the person's events arrived).
 */
export async function buildPublicProfile(
  em: EntityManager,
  userId: string,
  person: PublicPerson,
  role: string,
  expiryDates: Record<string, string>,
  seaService: PublicSeaService | null,
): Promise<PublicProfileDocuments> {
  return publicProfileDocuments(
    person,
    role,
    await publicReviewSummary(em, userId),
    await publicReviewList(em, userId, PUBLIC_REVIEW_LIMIT),
    expiryDates,
    seaService && withConfirmations(seaService, await serviceConfirmations(em, userId)),
    await servedTogetherCount(em, userId),
  );
}

/** The public fields of identity's events; a registration knows only the names. */
export function publicPerson(event: ProfileChangedV1 | UserRegisteredV1): PublicPerson {
  const profile = 'isVerified' in event ? event : null;
  return {
    firstName: event.firstName,
    lastName: event.lastName,
    profileImageUrl: profile?.profileImageUrl ?? null,
    position: profile?.position ?? null,
    experience: profile?.experience ?? null,
    experienceYears: profile?.experienceYears ?? null,
    rank: profile?.rank ?? null,
    isVerified: profile?.isVerified ?? false,
    stcwEndorsementIds: [...(profile?.stcwEndorsements ?? [])],
    location: profile?.location ?? null,
  };
}

/**
 * The account is gone (ADR 0019): the row keeps the user id and the fact, nothing personal,
 * and refuses every later event. Written by the deletion's eraser and again by
 * identity.account-deleted (a replay has only the event), both to the same row.
 */
export async function forgetPerson(em: EntityManager, userId: string): Promise<void> {
  await lockPerson(em, userId);
  await em.execute(
    `insert into sharing_public_profiles (user_id, deleted) values (?, true)
     on conflict (user_id) do update set deleted = true, person = null, profile_position = 0, role = null, role_position = 0,
       certificate_expiries = null, expiries_position = 0, sea_service = null, sea_service_position = 0,
       full_document = null, full_etag = null, basic_document = null, basic_etag = null`,
    [userId],
  );
}
