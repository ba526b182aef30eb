import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExportedPerson, Exporter, type PersonalDataExporter } from '../../../platform/privacy/data-export.js';

/**
 * Identity's part of 'Download my data': the account and profile, where it signed in from, its
 * API keys, its changes of address and which second factors it has. Never the password hash,
 * the authenticator's key or the hashes of recovery codes.
 */
@Injectable()
@Exporter('account')
export class AccountExporter implements PersonalDataExporter {
  async export(em: EntityManager, { userId }: ExportedPerson) {
    const [profile] = await em.execute(
      `select id, email, email_verified_at as "emailVerifiedAt", password_hash is not null as "hasPassword", first_name as "firstName", last_name as "lastName",
              profile_image_url as "profileImageUrl", position, experience, rank, role, admin_level as "adminLevel", location, experience_years as "experienceYears",
              bio, availability, searchable, certifications, stcw_endorsements as "stcwEndorsements", uscg_licenses as "uscgLicenses",
              mca_certificates as "mcaCertificates", other_authorities as "otherAuthorities", coc_equivalencies as "cocEquivalencies",
              subscription_status as "subscriptionStatus", subscription_plan as "subscriptionPlan", subscription_expires_at as "subscriptionExpiresAt",
              created_at as "createdAt", updated_at as "updatedAt"
       from users where id = ?`,
      [userId],
    );
    const [signInAddresses, devices, uploads, apiKeys, emailChanges, authenticators, passkeys, recoveryCodes] = await Promise.all([
      em.execute(`select ip, times_seen as "timesSeen", first_seen_at as "firstSeenAt", last_seen_at as "lastSeenAt" from user_sign_in_ips where user_id = ? order by first_seen_at`, [userId]),
      // The device cookie itself is never stored; how often and when a device was seen is.
      em.execute(`select times_seen as "timesSeen", first_seen_at as "firstSeenAt", last_seen_at as "lastSeenAt" from user_devices where user_id = ? order by first_seen_at`, [userId]),
      em.execute(
        `select id, content_type as "contentType", size_bytes as "sizeBytes", created_at as "createdAt" from object_uploads where user_id = ? and used_at is not null order by created_at`,
        [userId],
      ),
      // Never the key's hash: its name, visible start and dates.
      em.execute(
        `select name, prefix, created_at as "createdAt", last_used_at as "lastUsedAt", revoked_at as "revokedAt" from api_keys where user_id = ? order by created_at, id`,
        [userId],
      ),
      // Changes of the account's address (never the links' tokens, which only their hashes are anyway).
      em.execute(
        `select old_email as "oldEmail", new_email as "newEmail", created_at as "requestedAt", confirmed_at as "confirmedAt", undone_at as "undoneAt"
         from email_changes where user_id = ? and confirmed_at is not null order by created_at`,
        [userId],
      ),
      em.execute<Array<{ confirmedAt: Date }>>(`select confirmed_at as "confirmedAt" from user_authenticators where user_id = ? and confirmed_at is not null`, [userId]),
      em.execute(`select name, created_at as "createdAt", last_used_at as "lastUsedAt", backed_up as "synced" from user_passkeys where user_id = ? order by created_at`, [userId]),
      em.execute<Array<{ left: number }>>(`select count(*)::int as "left" from user_recovery_codes where user_id = ? and used_at is null`, [userId]),
    ]);
    const secondFactors = { authenticatorAddedAt: authenticators[0]?.confirmedAt ?? null, passkeys, recoveryCodesLeft: recoveryCodes[0]?.left ?? 0 };
    return { profile, signInAddresses, devices, uploadedPhotos: uploads, apiKeys, emailChanges, secondFactors };
  }
}
