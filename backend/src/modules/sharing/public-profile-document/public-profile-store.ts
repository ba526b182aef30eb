import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProfileChangedV1, UserRegisteredV1 } from '../../identity/contracts/events.js';
import { PUBLIC_REVIEW_LIMIT } from '../domain/share-link-values.js';
import { publicReviewList, publicReviewSummary } from '../review-data/public-review-data.js';
import { type PublicPerson, publicProfileDocuments } from './public-profile-document.js';

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
  const [row] = await em.execute<Array<{ person: PublicPerson; role: string }>>(
    'select person, role from sharing_public_profiles where user_id = ? and not deleted and person is not null and role is not null',
    [userId],
  );
  // Not known yet (a review event came first): the person's own event builds it.
  if (!row) return;
  const documents = publicProfileDocuments(row.person, row.role, await publicReviewSummary(em, userId), await publicReviewList(em, userId, PUBLIC_REVIEW_LIMIT));
  await em.execute(
    `update sharing_public_profiles set full_document = ?, full_etag = ?, basic_document = ?, basic_etag = ?
     where user_id = ? and (full_etag is distinct from ? or basic_etag is distinct from ?)`,
    [documents.full.body, documents.full.etag, documents.basic.body, documents.basic.etag, userId, documents.full.etag, documents.basic.etag],
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

/** Takes the person's fields from an event newer than the ones applied; never revives a deleted account. */
export async function applyPerson(em: EntityManager, userId: string, person: PublicPerson, position: string): Promise<void> {
  await lockPerson(em, userId);
  await em.execute(
    `insert into sharing_public_profiles (user_id, person, profile_position) values (?, ?::jsonb, ?)
     on conflict (user_id) do update set person = excluded.person, profile_position = excluded.profile_position
     where not sharing_public_profiles.deleted and sharing_public_profiles.profile_position < excluded.profile_position`,
    [userId, JSON.stringify(person), position],
  );
}

export async function applyRole(em: EntityManager, userId: string, role: string, position: string): Promise<void> {
  await lockPerson(em, userId);
  await em.execute(
    `insert into sharing_public_profiles (user_id, role, role_position) values (?, ?, ?)
     on conflict (user_id) do update set role = excluded.role, role_position = excluded.role_position
     where not sharing_public_profiles.deleted and sharing_public_profiles.role_position < excluded.role_position`,
    [userId, role, position],
  );
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
       full_document = null, full_etag = null, basic_document = null, basic_etag = null`,
    [userId],
  );
}
