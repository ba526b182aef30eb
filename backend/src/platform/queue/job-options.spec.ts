import { backoffDelay, jobOptionsFor, MAX_ATTEMPTS, MAX_BACKOFF_MS } from './job-options.js';

describe('mail retry backoff', () => {
  it('doubles from 2 seconds', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([2000, 4000, 8000, 16000]);
  });

  it('never waits more than an hour between attempts', () => {
    expect(backoffDelay(50)).toBe(MAX_BACKOFF_MS);
  });

  it('keeps retrying for days before giving up', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += backoffDelay(attempt);
    expect(total / 86_400_000).toBeGreaterThan(3);
  });
});

describe('job retention', () => {
  it('drops a mail job once sent: the outbox row records the delivery, Redis need not keep the message', () => {
    expect(jobOptionsFor('mail').removeOnComplete).toBe(true);
    expect(jobOptionsFor('integration-events').removeOnComplete).toEqual({ age: 7 * 24 * 3600, count: 10000 });
  });
});
