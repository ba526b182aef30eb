import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrationEvent } from '../../../platform/events/integration-event.js';
import type { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { CERTIFICATE_EXPIRIES_CHANGED, type CertificateExpiriesChangedV1, CERTIFICATIONS_EVENT_VERSIONS } from '../contracts/events.js';

/** Namespace of the advisory lock taken per person while their wallet's dates are announced. */
const WALLET_LOCK = 7304;

/**
 * Holds the person's wallet lock until the transaction ends. Taken before a change to their
 * expiry dates, so two changes cannot each announce a snapshot missing the other's: the
 * later position always carries the later state.
 */
export async function lockWallet(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(${WALLET_LOCK}, hashtext(?))`, [userId]);
}

/**
 * Announces every expiry date of the person's wallet as it stands in `em`'s transaction
 * (flushed first), after a change that may have touched one. Call under lockWallet.
 */
export async function announceExpiryDates(em: EntityManager, events: IntegrationEvents, userId: string): Promise<void> {
  await em.flush();
  const rows = await em.execute<Array<{ certificate_key: string; expiry_date: string }>>(
    `select certificate_key, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date from certificate_details
     where user_id = ? and expiry_date is not null order by certificate_key`,
    [userId],
  );
  events.publish(em, certificateExpiriesChanged(userId, Object.fromEntries(rows.map((r) => [r.certificate_key, r.expiry_date]))));
}

export function certificateExpiriesChanged(userId: string, expiryDates: Record<string, string>): IntegrationEvent<typeof CERTIFICATE_EXPIRIES_CHANGED, CertificateExpiriesChangedV1> {
  return {
    type: CERTIFICATE_EXPIRIES_CHANGED,
    version: CERTIFICATIONS_EVENT_VERSIONS[CERTIFICATE_EXPIRIES_CHANGED],
    payload: { userId, expiryDates },
    personal: [{ subject: userId, fields: { expiryDates: {} } }],
  };
}
