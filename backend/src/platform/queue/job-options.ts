import type { JobsOptions } from 'bullmq';
import { EXPORTS_QUEUE, MAIL_QUEUE, PROFILE_PDFS_QUEUE, REPORTS_QUEUE, SYSTEM_QUEUE } from './queues.js';

/**
 * Retries with a backoff that doubles from 2 s up to one hour between attempts: 100 attempts
 * span about four days, so an SMTP outage of that length loses no mail (DESIGN.md).
 */
export const MAX_ATTEMPTS = 100;
export const MAX_BACKOFF_MS = 3_600_000;

export function backoffDelay(attemptsMade: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attemptsMade - 1), MAX_BACKOFF_MS);
}

/**
 * A document (a verification report, a data export, a profile PDF) that fails to build five times (2 s to
 * 16 s apart) is most likely broken, not waiting on an outage: its requester hears at once
 * instead of in four days.
 */
export const DOCUMENT_ATTEMPTS = 5;
const DOCUMENT_QUEUES: ReadonlySet<string> = new Set([REPORTS_QUEUE, EXPORTS_QUEUE, PROFILE_PDFS_QUEUE]);

export function jobOptionsFor(queue: string): JobsOptions {
  // A replay that fails is for the operator to read and retry from the System tab, not to
  // repeat by itself: each attempt empties and rebuilds a read table.
  if (queue === SYSTEM_QUEUE) return { attempts: 1, removeOnComplete: { age: 7 * 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } };
  return {
    attempts: DOCUMENT_QUEUES.has(queue) ? DOCUMENT_ATTEMPTS : MAX_ATTEMPTS,
    backoff: { type: 'custom' },
    // A sent mail's delivery is recorded on its outbox row; the job would only keep a copy of
    // the message (address, names) in Redis for a week (ADR 0019).
    removeOnComplete: queue === MAIL_QUEUE ? true : { age: 7 * 24 * 3600, count: 10000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}
