const DAY_MS = 86_400_000;

/** Whole days left, rounded up (a link with 2 hours left has 1 day left); 0 once expired. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export function expiresAfter(days: number, now: Date): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
