/**
 * A certificate's standing on a given day, from its expiry date alone (the rule):
 * expired after its expiry date, expiring within 90 days of it (the expiry day included),
 * valid before that. Dates are calendar days ('YYYY-MM-DD'); "today" is the UTC day, so
 * the answer does not depend on which server or browser asks.
 */
export const CERTIFICATE_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** How far ahead a certificate counts as expiring (and the first reminder goes out). */
export const EXPIRING_WITHIN_DAYS = 90;

/** Reminders before expiry, in days; 0 is the expiry day itself. */
export const REMINDER_THRESHOLDS = [90, 30, 7, 0] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of an instant, 'YYYY-MM-DD'. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whether text is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return isoDay(date) === text;
}

/** Whole days from `today` to `day` (negative when `day` is past). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** null when no expiry date is recorded: nothing can be said. */
export function certificateStatus(expiryDate: string | null, today: string): CertificateStatus | null {
  if (!expiryDate) return null;
  const left = daysBetween(today, expiryDate);
  if (left < 0) return 'expired';
  return left <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}

/**
 * The reminder due for a certificate with `daysLeft` days to its expiry: the smallest
 * threshold not below it (90 for 31-90 days, 30 for 8-30, 7 for 1-7, 0 on the day), or null
 * outside 0-90. A run that missed a day (the worker was down) still sends the reminder of
 * the window the certificate is in, and a certificate entered late gets the one that fits;
 * each (certificate, expiry, threshold) is sent at most once (the reminders table).
 */
export function dueReminder(daysLeft: number): ReminderThreshold | null {
  if (daysLeft < 0 || daysLeft > EXPIRING_WITHIN_DAYS) return null;
  return [...REMINDER_THRESHOLDS].reverse().find((threshold) => threshold >= daysLeft) ?? null;
}

/** The mask's dots: always this many, so a masked number says nothing of its length. */
const MASK = '••••';

/**
 * A certificate number as the wallet shows it while hidden: a fixed mask and the last four
 * characters ('•••• 3456'), but never more than half of the number, so a short one is not shown
 * whole ('AB12' is '•••• 12', '7' is '••••').
 */
export function maskCertificateNumber(number: string | null): string | null {
  if (!number) return null;
  const shown = Math.min(4, Math.floor(number.length / 2));
  return shown > 0 ? `${MASK} ${number.slice(-shown)}` : MASK;
}
