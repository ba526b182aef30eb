import { certificateKey, type HeldSelections, heldCertificates } from '../domain/certificate-key.js';
import { certificateStatus } from '../domain/certificate-status.js';

/**
 * Certifications' integration events (docs/events.md). A payload change bumps its version.
 */
export const CERTIFICATE_EXPIRIES_CHANGED = 'certifications.certificate-expiries-changed';

export const CERTIFICATIONS_EVENT_VERSIONS = {
  [CERTIFICATE_EXPIRIES_CHANGED]: 1,
} as const;

/**
 * Every expiry date in the person's wallet after the change (not a diff), keyed by certificate
 * key (`stcwEndorsements:pst`, `free:ENG1 Medical`), including details of a certification
 * since removed from the profile: which ones the person holds is identity's
 * `profile-changed`, and a subscriber keeps both and intersects them.
 * Sealed under the person's key (free-text keys are words they typed); `{}` once erased.
 */
export interface CertificateExpiriesChangedV1 {
  userId: string;
  expiryDates: Record<string, string>;
}

/** The wallet key of a catalogue id or free-text name, as the event keys it. */
export { certificateKey };

/** Whether a certificate with this expiry date has expired on `today` (UTC 'YYYY-MM-DD'): after its expiry day, never on it. */
export const isExpired = (expiryDate: string | null | undefined, today: string) => certificateStatus(expiryDate ?? null, today) === 'expired';

/** Wallet keys of every certification in the selections, in profile order. */
export const heldCertificateKeys = (held: HeldSelections): string[] => heldCertificates(held).map((c) => c.key);
