/** Queue names: one per kind of background work. Job names are `<module>.<verb-noun>`. */
export const MAIL_QUEUE = 'mail';

export const QUEUES = [MAIL_QUEUE] as const;
export type QueueName = (typeof QUEUES)[number];
