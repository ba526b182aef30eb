import { formatCalendarDay } from '@crew/contracts/calendar-days';
import { currentSignal, type FraudSignal } from '../domain/fraud-rules.js';
import type { AnyReviewEvent } from '../domain/review-events.js';

/**
 * Older stored shapes read as today's (docs/events.md, "Versions"), so deciders, projections,
 * the rebuild and the history only ever see one shape per type.
 *
 * - ReviewFraudSignalsFound v1 stored each signal's reason (the address and raw ISO dates in
 *   it) and the address in the evidence: both are dropped; reasons are written when read
 *   (ADR 0034).
 * - ReviewFlagged by the fraud rules (v1, unchanged shape) stored the same sentences before
 *   ADR 0034: the address is cut out of them and their dates are written as the product writes
 *   dates. An admin's reason is their own text and stays as written.
 *
 * The log itself is append-only: events stored before this change keep the address there
 * (ADR 0034, consequences); the read tables, the API and a rebuild no longer show it.
 */
export function upcast(type: AnyReviewEvent['type'], data: unknown): unknown {
  if (type === 'ReviewFraudSignalsFound' || type === 'ReviewNamedInFraudSignals') {
    const d = data as { signals: FraudSignal[] };
    return { ...d, signals: d.signals.map(currentSignal) };
  }
  if (type === 'ReviewFlagged') {
    const d = data as { reason: string; flaggedBy: string | null };
    return d.flaggedBy === null ? { ...d, reason: legacyFraudReason(d.reason) } : d;
  }
  return data;
}

/** A fraud rules' flag reason as ADR 0018 wrote it, without the address and with readable dates. */
export function legacyFraudReason(reason: string): string {
  return reason
    .replace(/ from one IP address \([^)]*\) within/g, ' from one IP address within')
    .replace(/Same IP address as the reviewee \((?!reviewee signed in)[^,)]*, /g, 'Same IP address as the reviewee (')
    .replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (iso) => formatCalendarDay(iso));
}
