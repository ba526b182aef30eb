const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `date` (the weeks of every weekly chart). */
export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

/** The Mondays (YYYY-MM-DD) of the last `weeks` weeks up to the one holding `now`, oldest first. */
export function lastWeekStarts(now: Date, weeks: number): string[] {
  const current = weekStartOf(now).getTime();
  return Array.from({ length: weeks }, (_, i) => new Date(current - (weeks - 1 - i) * 7 * DAY).toISOString().slice(0, 10));
}
