import { API_KEY_LIMITS, API_KEY_PREFIX } from '@crew/contracts/api-keys';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { API_KEY_CREATED, API_KEY_REVOKED } from '../contracts/events.js';
import { identityEvents } from '../identity-events.js';
import { ApiKey } from './api-key.entity.js';

export const KEY_NOT_FOUND = 'API key not found';

/** What the Employer page lists: never the key nor its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Who a presented key speaks for. */
export interface ApiKeyHolder {
  keyId: string;
  userId: string;
}

/** 256 random bits: unguessable, so one hash lookup is a safe match (no slow hash needed). */
const SECRET_BYTES = 32;
/** 'crew_' and 7 characters of the secret: enough to tell an employer's keys apart, too little to matter. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 7;
/** A longer string cannot be a key: refused before it is hashed. */
const MAX_KEY_LENGTH = 100;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

function toView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt ? key.lastUsedAt.toISOString() : null,
  };
}

/**
 * API keys: created and revoked by their employer, matched on every request that presents one.
 * Nothing is cached, so a revocation holds from the next request on every API process.
 */
@Injectable()
export class ApiKeys {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
  ) {}

  /** The employer's keys in use, newest first (a revoked key is gone from the list). */
  async list(userId: string): Promise<ApiKeyView[]> {
    const keys = await this.em.fork().find(ApiKey, { userId, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return keys.map(toView);
  }

  /** A new key: the only time the whole key exists outside the caller's hands. */
  async create(userId: string, name: string): Promise<ApiKeyView & { key: string }> {
    const key = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
    const created = await this.em.transactional(async (em) => {
      // One employer's creations in turn, so two at once cannot both pass the count.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`identity.api-keys:${userId}`]);
      const active = await em.count(ApiKey, { userId, revokedAt: null });
      if (active >= API_KEY_LIMITS.activeKeysMax) {
        throw new ConflictException(`You can have at most ${API_KEY_LIMITS.activeKeysMax} API keys: revoke one you no longer use first`);
      }
      const row = em.create(ApiKey, { userId, name, prefix: key.slice(0, SHOWN_LENGTH), keyHash: hashApiKey(key) });
      this.events.publish(em, identityEvents.apiKeyChanged(API_KEY_CREATED, { userId, keyId: row.id, name: row.name, prefix: row.prefix }));
      await em.flush();
      return row;
    });
    return { ...toView(created), key };
  }

  /** Revokes one of the employer's keys at once; 404 for another's key, or one already revoked. */
  async revoke(userId: string, keyId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<Array<{ name: string; prefix: string }>>(
        'update api_keys set revoked_at = now() where id = ? and user_id = ? and revoked_at is null returning name, prefix',
        [keyId, userId],
      );
      if (!row) throw new NotFoundException(KEY_NOT_FOUND);
      this.events.publish(em, identityEvents.apiKeyChanged(API_KEY_REVOKED, { userId, keyId, name: row.name, prefix: row.prefix }));
    });
  }

  /** The holder of an unrevoked key of an account that is not suspended; null for anything else. */
  async authenticate(presented: string): Promise<ApiKeyHolder | null> {
    if (!presented.startsWith(API_KEY_PREFIX) || presented.length > MAX_KEY_LENGTH) return null;
    const [row] = await this.em.fork().execute<Array<{ id: string; user_id: string }>>(
      `select k.id, k.user_id from api_keys k join users u on u.id = k.user_id
       where k.key_hash = ? and k.revoked_at is null and u.suspended_at is null`,
      [hashApiKey(presented)],
    );
    return row ? { keyId: row.id, userId: row.user_id } : null;
  }

  /** Records that the key was used (at most one write a minute per key). */
  async touch(keyId: string): Promise<void> {
    await this.em
      .fork()
      .execute(`update api_keys set last_used_at = now() where id = ? and (last_used_at is null or last_used_at < now() - interval '1 minute')`, [keyId]);
  }
}
