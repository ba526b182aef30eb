import { isSuspended } from '../projections/review-aggregates.js';

/**
 * A review row (of `table`, a table name or alias) that counts and shows: no flag waiting for
 * an admin (DESIGN.md, "Review verification") and a reviewer whose account is not suspended
 * (DESIGN.md, "Suspension"). The numbers apply the same rule (projections/review-aggregates.ts).
 */
export const countsAndShows = (table: string) => `(not ${table}.flagged_as_suspicious and not ${isSuspended(`${table}.reviewer_id`)})`;

/** The reviewer of a review row (of `table`) is suspended now. */
export const reviewerSuspended = (table: string) => isSuspended(`${table}.reviewer_id`);
