import type { JobsOptions } from 'bullmq';

/** Retries with exponential backoff (2 s, 4 s, 8 s ... about 17 minutes over 10 attempts). */
export function jobOptionsFor(_queue: string): JobsOptions {
  return {
    attempts: 10,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}
