/** Queue names: one per kind of background work. Job names are `<module>.<verb-noun>`. */
export const MAIL_QUEUE = 'mail';
/** Integration events on their way to the subscribers of other modules. */
export const INTEGRATION_EVENTS_QUEUE = 'integration-events';

/** Verification reports, built by the worker as PDFs. */
export const REPORTS_QUEUE = 'reports';

/** 'Download my data' files, built by the worker. */
export const EXPORTS_QUEUE = 'exports';

/** Profile PDFs (a crew member's one- or two-page CV), built by the worker. */
export const PROFILE_PDFS_QUEUE = 'profile-pdfs';

/** The repeatable sweep that emails certificate expiry reminders. */
export const CERTIFICATE_REMINDERS_QUEUE = 'certificate-reminders';

/** The repeatable daily sweep that emails saved-search alerts. */
export const SAVED_SEARCH_ALERTS_QUEUE = 'saved-search-alerts';

/** The repeatable consistency check of every read model (CONSISTENCY_CHECK_EVERY_MS, daily). */
export const CONSISTENCY_CHECKS_QUEUE = 'consistency-checks';

/** Operators' work started from the admin System tab (a subscriber's replay), run by the worker. */
export const SYSTEM_QUEUE = 'system';

export const QUEUES = [MAIL_QUEUE, INTEGRATION_EVENTS_QUEUE, REPORTS_QUEUE, EXPORTS_QUEUE, PROFILE_PDFS_QUEUE, CERTIFICATE_REMINDERS_QUEUE, SAVED_SEARCH_ALERTS_QUEUE, CONSISTENCY_CHECKS_QUEUE, SYSTEM_QUEUE] as const;
export type QueueName = (typeof QUEUES)[number];
