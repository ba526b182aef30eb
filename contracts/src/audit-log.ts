import { ADMIN_LEVEL_LABELS } from './admin-rights.js';
import { formatCalendarDay } from './calendar-days.js';
import { reasonLabel } from './moderation.js';
import { COMPANY_TYPE_LABELS, findPlan } from './plans.js';
import { ACCOUNT_ROLE_LABELS } from './user-values.js';

/**
 * How the admin audit log reads, on the Audit Log tab and in its CSV export alike: one label
 * per action, which entries are people's own account activity rather than admin actions, and
 * the details in words (never raw JSON).
 */

/**
 * Entries a person made on their own account (billing's changes, a self-service deletion): the
 * log keeps them beside admin actions, but no admin did them.
 */
export const ACCOUNT_ACTIVITY_ACTIONS: readonly string[] = ['employer.upgraded', 'subscription.activated', 'credits.added', 'user.self-deleted', 'api-key.created', 'api-key.revoked'];

export const AUDIT_ENTRY_KINDS = ['admin', 'account'] as const;
/** 'admin': an admin (or the system for them) acted; 'account': the person acted on their own account. */
export type AuditEntryKind = (typeof AUDIT_ENTRY_KINDS)[number];

export function auditEntryKind(action: string): AuditEntryKind {
  return ACCOUNT_ACTIVITY_ACTIONS.includes(action) ? 'account' : 'admin';
}

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.role-changed': 'Changed account type',
  'user.admin-level-changed': 'Changed admin level',
  'user.admin-level-restored': 'Restored admin level',
  'user.deleted': 'Deleted account',
  'user.self-deleted': 'Deleted their own account',
  'user.suspended': 'Suspended account',
  'user.suspension-lifted': 'Lifted suspension',
  'user.second-factors-reset': 'Reset second factors',
  'review.deleted': 'Deleted review',
  'review.flag-cleared': 'Cleared a flag',
  'review.verified': 'Verified review',
  'review.flagged': 'Flagged review',
  'dispute.decided': 'Decided a dispute',
  'company.verified': 'Verified company',
  'company.verification-revoked': 'Revoked company verification',
  'employer.upgraded': 'Upgraded to an employer account',
  'subscription.activated': 'Activated a plan (test mode)',
  'credits.added': 'Added credits (test mode)',
  'api-key.created': 'Created an API key',
  'api-key.revoked': 'Revoked an API key',
  'support.answered': 'Answered a support request',
  'support.closed': 'Closed a support request',
  'job.retried': 'Retried a failed job',
  'job.discarded': 'Discarded a failed job',
  'subscriber.replay-started': 'Started a subscriber replay',
};

/** The action as people read it; one this release does not know reads as its own words ('user.password-reset' -> 'User password reset'). */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown action';
}

/** One piece of an entry's details: `label` is null for a piece that reads on its own ('Crew → Employer'). */
export interface AuditDetailPart {
  label: string | null;
  text: string;
}

const VALUE_LABELS: Record<string, string> = { ...ACCOUNT_ROLE_LABELS, ...ADMIN_LEVEL_LABELS, ...COMPANY_TYPE_LABELS };

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'None';
  if (typeof value === 'string') return VALUE_LABELS[value] ?? findPlan(value)?.name ?? value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'changed';
}

function reasonParts(reason: unknown): AuditDetailPart[] {
  if (typeof reason === 'string' && reason) {
    // The ADMIN_EMAILS bootstrap writes its source as the reason.
    return [{ label: 'Reason', text: reason === 'ADMIN_EMAILS' ? 'Configured in ADMIN_EMAILS' : reason }];
  }
  if (reason && typeof reason === 'object') {
    const { category, note } = reason as { category?: unknown; note?: unknown };
    const parts: AuditDetailPart[] = [];
    if (typeof category === 'string' && category) parts.push({ label: 'Reason', text: reasonLabel(category) });
    if (typeof note === 'string' && note) parts.push({ label: 'Note', text: note });
    return parts;
  }
  return [];
}

const dollars = (value: unknown) => `$${valueText(value)}`;

/** Keys read by the cases below; any other plain value is shown as 'Key: value'. */
const HANDLED = new Set(['from', 'to', 'reason', 'note', 'notes', 'companyName', 'companyType', 'plan', 'expiresAt', 'creditsAdded', 'amount', 'testMode']);

/** An entry's details in words: from/to, the reason's category and note, and what billing recorded. */
export function describeAuditDetails(action: string, details: Record<string, unknown> | null | undefined): AuditDetailPart[] {
  const d = details ?? {};
  const parts: AuditDetailPart[] = [];
  if (typeof d.companyName === 'string') {
    parts.push({ label: 'Company', text: d.companyName });
    if (typeof d.companyType === 'string') parts.push({ label: 'Type', text: valueText(d.companyType) });
    if ('to' in d) parts.push({ label: 'Account type', text: valueText(d.to) });
  } else if ('from' in d || 'to' in d) {
    parts.push({ label: null, text: `${valueText(d.from)} → ${valueText(d.to)}` });
  }
  if (typeof d.plan === 'string') parts.push({ label: 'Plan', text: valueText(d.plan) });
  if (d.creditsAdded !== undefined) parts.push({ label: 'Credits added', text: dollars(d.creditsAdded) });
  if (d.amount !== undefined) parts.push({ label: 'Amount', text: dollars(d.amount) });
  if (typeof d.expiresAt === 'string') parts.push({ label: 'Until', text: formatCalendarDay(d.expiresAt.slice(0, 10)) });
  parts.push(...reasonParts(d.reason));
  for (const key of ['note', 'notes'] as const) {
    if (typeof d[key] === 'string' && d[key]) parts.push({ label: 'Note', text: d[key] as string });
  }
  for (const [key, value] of Object.entries(d)) {
    if (HANDLED.has(key) || value === null || value === undefined || typeof value === 'object') continue;
    const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    parts.push({ label: words.charAt(0).toUpperCase() + words.slice(1), text: valueText(value) });
  }
  if (d.testMode === true && action !== 'subscription.activated' && action !== 'credits.added') parts.push({ label: null, text: 'test mode' });
  return parts;
}

/** The details as one line, for the CSV export and screen readers. */
export function auditDetailsText(action: string, details: Record<string, unknown> | null | undefined): string {
  return describeAuditDetails(action, details)
    .map((part) => (part.label ? `${part.label}: ${part.text}` : part.text))
    .join('; ');
}
