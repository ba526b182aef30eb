import { createCipheriv, createDecipheriv, createHash, createSecretKey, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PersonalDataKey } from './personal-data-key.entity.js';

/**
 * Crypto-shredding of personal data (ADR 0019). A value is sealed with AES-256-GCM under a
 * fresh key recorded for its subject; the stored form carries the key id, the ciphertext and
 * what readers show once the key is gone (`erased`, e.g. 'Former member'). Erasing a subject
 * deletes its keys: logs that may never be rewritten stay as they are, yet the value is gone.
 */
export interface Sealed<T = unknown> {
  $sealed: string;
  erased: T;
}

export interface SealedKey {
  id: string;
  subject: string;
  key: Buffer;
}

/** Who an email address belongs to before (or without) an account; hashed, so the key table never holds the address. */
export const emailSubject = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'object' && value !== null && typeof (value as Sealed).$sealed === 'string';
}

/**
 * Seals personal values, one key per subject per call. Pure apart from randomness: the caller
 * stores the keys (stage or insert) in the transaction that stores the sealed values.
 */
export class Sealer {
  readonly keys: SealedKey[] = [];

  seal<T>(subject: string, value: T, erased: T): Sealed<T> | T {
    if (value === null || value === undefined) return value;
    let key = this.keys.find((k) => k.subject === subject);
    if (!key) {
      key = { id: randomUUID(), subject, key: randomBytes(32) };
      this.keys.push(key);
    }
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return { $sealed: [key.id, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.'), erased };
  }

  /** Adds the keys to the unit of work (flushed with the caller's transaction). */
  stage(em: EntityManager): void {
    for (const key of this.keys.splice(0)) em.persist(em.create(PersonalDataKey, key));
  }

  /** Writes the keys at once, for callers that write their rows with SQL. */
  async insert(em: EntityManager): Promise<void> {
    const keys = this.keys.splice(0);
    if (keys.length === 0) return;
    await em.execute(
      `insert into personal_data_keys (id, subject, key) values ${keys.map(() => '(?, ?, ?)').join(', ')}`,
      keys.flatMap((k) => [k.id, k.subject, k.key]),
    );
  }
}

/** Key ids are uuids; anything else in `$sealed` has no key to look up (sealedKeysSql filters alike). */
const KEY_ID = /^[0-9a-f-]{36}$/;

function collectKeyIds(value: unknown, ids: Set<string>): void {
  if (isSealed(value)) {
    const id = value.$sealed.split('.')[0];
    if (KEY_ID.test(id)) ids.add(id);
  } else if (Array.isArray(value)) value.forEach((v) => collectKeyIds(v, ids));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => collectKeyIds(v, ids));
}

function openWith(value: unknown, keys: Map<string, KeyObject>): unknown {
  if (isSealed(value)) {
    const [id, iv, tag, body] = value.$sealed.split('.');
    const key = keys.get(id);
    if (!key) return value.erased;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8'));
  }
  if (Array.isArray(value)) return value.map((v) => openWith(v, keys));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, openWith(v, keys)]));
  return value;
}

/** Replaces every sealed value in the given values by its plaintext, or its `erased` stand-in when the key is gone. */
export async function openSealed<T>(em: EntityManager, values: readonly T[]): Promise<T[]> {
  const ids = new Set<string>();
  values.forEach((v) => collectKeyIds(v, ids));
  if (ids.size === 0) return [...values];
  // One array parameter, however many ids (a rebuild opens thousands at a time); each is a uuid (KEY_ID).
  const rows = await em.execute<Array<{ id: string; key: Buffer }>>('select id, key from personal_data_keys where id = any(?::uuid[])', [`{${[...ids].join(',')}}`]);
  const keys = new Map(rows.map((r) => [r.id, createSecretKey(r.key)]));
  return values.map((v) => openWith(v, keys) as T);
}

/**
 * For a statement that reads sealed jsonb and its keys together (one round trip, not two): a
 * scalar subquery giving the keys, as a JSON object of key id to base64 key, of every value
 * sealed at any depth in the jsonb columns `columns` of the rows of `rows` (a CTE's name).
 * Its answer goes to openSealedWith.
 */
export function sealedKeysSql(rows: string, columns: readonly string[]): string {
  // `= any(array(...))`: the ids are computed first, then looked up in the primary key. As a
  // semi-join (`in (select ...)`) the planner, unable to estimate jsonb_path_query, may hash the
  // whole key table instead.
  return `(select coalesce(json_object_agg(k.id, encode(k.key, 'base64')), '{}')
    from personal_data_keys k
    where k.id = any(array(
      select split_part(sealed #>> '{}', '.', 1)::uuid
      from ${rows} r, jsonb_path_query(jsonb_build_array(${columns.map((c) => `r.${c}`).join(', ')}), 'lax $.**."$sealed"') sealed
      where sealed #>> '{}' ~ '^[0-9a-f-]{36}[.]')))`;
}

/** openSealed with the keys sealedKeysSql read. */
export function openSealedWith<T>(values: readonly T[], keys: Record<string, string>): T[] {
  // A KeyObject per key, not a Buffer per value: createDecipheriv would import the raw key again each time.
  const byId = new Map(Object.entries(keys).map(([id, key]) => [id, createSecretKey(Buffer.from(key, 'base64'))]));
  return values.map((v) => openWith(v, byId) as T);
}

/** Destroys every key of the subjects: what they sealed reads as its `erased` stand-in from now on. */
export async function eraseSubjects(em: EntityManager, subjects: readonly string[]): Promise<void> {
  if (subjects.length === 0) return;
  await em.execute(`insert into erased_subjects (subject) values ${subjects.map(() => '(?)').join(', ')} on conflict do nothing`, [...subjects]);
  await em.execute(`delete from personal_data_keys where subject in (${subjects.map(() => '?').join(', ')})`, [...subjects]);
}
