import { reasonLabel } from '@crew/contracts/moderation';
import type { ReactNode } from 'react';
import { formatDateRange, withReadableDays } from '../../../lib/dates';
import type { AdminReview, ReviewHistoryStep } from '../api/schemas';
import { FraudSignals } from './FraudSignals';

/** One line of a history step: what it is, and its value as a person reads it. */
export interface Detail {
  label: string;
  value: ReactNode;
}

/** How much of a review's text the history quotes; the whole text is on the review itself. */
export const EXCERPT_LENGTH = 160;

const VERIFICATION: Record<string, string> = {
  verified: 'Verified: answered from the address the request went to',
  partial: 'Partial: a verified email, but not the one the request went to',
  unverified: 'Unverified: email address not confirmed',
};

type Data = Record<string, unknown>;

/** A non-empty text field; erased personal data reads as '' (ADR 0019) and is left out. */
const text = (data: Data, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

function excerpt(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * Why an admin (or the rules) decided: an admin's `decision: { category, note }`
 * (contracts/moderation.ts; its note is also kept as `notes` or `reason`, shown once), or the
 * rules' and older decisions' free-text `reason` and `notes`.
 */
function decisionReason(data: Data): Detail[] {
  const details: Detail[] = [];
  const decision = [data.decision, data.reason].find((value) => value && typeof value === 'object' && 'category' in value);
  const reason = data.reason;
  if (decision) {
    const { category, note } = decision as { category: unknown; note?: unknown };
    if (typeof category === 'string') details.push({ label: 'Reason', value: reasonLabel(category) });
    if (typeof note === 'string' && note.trim()) details.push({ label: 'Note', value: note });
    return details;
  } else if (typeof reason === 'string' && reason.trim()) {
    // The rules' reasons carry ISO days ('seen 2 times, 2026-11-20 to 2026-11-25').
    details.push({ label: 'Reason', value: withReadableDays(reason) });
  }
  const notes = text(data, 'notes');
  if (notes) details.push({ label: 'Note', value: notes });
  return details;
}

/** Vessel, IMO number and both days: a named period, a served-together match or a confirmation. */
function service(data: Data, from: string, to: string, rangeLabel: string): Detail[] {
  const details: Detail[] = [];
  const vessel = text(data, 'vesselName');
  const imo = text(data, 'imoNumber');
  if (vessel) details.push({ label: 'Vessel', value: vessel });
  if (imo) details.push({ label: 'IMO number', value: imo });
  const start = text(data, from);
  const end = text(data, to);
  if (start && end) details.push({ label: rangeLabel, value: formatDateRange(start, end) });
  return details;
}

function present(details: Array<Detail | null | false | ''>): Detail[] {
  return details.filter((d): d is Detail => !!d);
}

/**
 * What a step's data says, in words (docs/events.md lists each type's fields): never the raw
 * data, and nothing for steps whose actor and label say it all (confirmed, hidden, shown).
 */
export function stepDetails(step: ReviewHistoryStep): Detail[] {
  const data = step.data;
  const line = (label: string, key: string): Detail | null => {
    const value = text(data, key);
    return value ? { label, value } : null;
  };
  switch (step.type) {
    case 'ReviewRequested':
      return present([line('Sent to', 'reviewerEmail'), line('Context', 'context'), line('Duration', 'duration'), line('Message', 'message')]);
    case 'ReviewRequestServiceNamed':
      return service(data, 'signOnDate', 'signOffDate', 'Service');
    case 'ReviewRequestReaddressed':
      // The addressee moved their account to another address; the request followed them.
      return present([line('Now sent to', 'reviewerEmail')]);
    case 'ReviewRequestEmailSent':
      return present([line('To', 'to')]);
    case 'ReviewRequestEmailFailed':
      return present([line('To', 'to'), line('Error', 'reason')]);
    case 'ReviewRequestCancelled': {
      const reason = text(data, 'reason');
      return present([reason && { label: 'Reason', value: sentence(reason) }]);
    }
    case 'ReviewSubmitted': {
      const rating = typeof data.rating === 'number' ? data.rating : null;
      const review = text(data, 'text');
      const account = text(data, 'reviewerEmail');
      const requested = text(data, 'requestedEmail');
      const status = text(data, 'reviewerVerificationStatus');
      return present([
        rating !== null && { label: 'Rating', value: `${rating} of 5` },
        review && { label: 'Review', value: `“${excerpt(review)}”` },
        line('Reviewer position', 'reviewerPosition'),
        line('Reviewer vessel', 'reviewerVessel'),
        line('Reviewer company', 'reviewerCompany'),
        account && { label: 'Reviewer email', value: account },
        // Only worth a line when the reviewer answered from another address.
        requested && requested !== account && { label: 'Request sent to', value: requested },
        status && { label: 'Reviewer verification', value: VERIFICATION[status] ?? status },
      ]);
    }
    case 'ReviewServedTogether':
      return service(data, 'from', 'to', 'Served together');
    case 'ReviewSeaServiceConfirmed':
      return service(data, 'from', 'to', 'Service confirmed');
    case 'ReviewFraudSignalsFound': {
      const signals = Array.isArray(data.signals) ? (data.signals as AdminReview['signals']) : [];
      return signals.length ? [{ label: 'Signals', value: <FraudSignals signals={signals} showEvidence /> }] : [];
    }
    case 'ReviewNamedInFraudSignals': {
      // Another review's submission found these; the links to it are on the review's card.
      const signals = Array.isArray(data.signals) ? (data.signals as AdminReview['signals']) : [];
      return signals.length ? [{ label: 'Signals', value: <FraudSignals signals={signals} showEvidence /> }] : [];
    }
    case 'ReviewFlagged':
    case 'ReviewVerified':
    case 'ReviewFlagCleared':
    case 'ReviewDeleted':
    case 'ReviewRestored':
      return decisionReason(data);
    default:
      return [];
  }
}
