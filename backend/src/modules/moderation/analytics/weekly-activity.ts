/** One week of the admin's activity charts. */
export interface WeeklyActivity {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
  signUps: number;
  reviews: number;
  flagsRaised: number;
  flagsCleared: number;
}

const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

/**
 * The last `weeks` weeks up to `now`, oldest first, every week present (a chart of a quiet week
 * shows zero rather than skipping it), filled from per-week counts keyed by their Monday.
 */
export function weeklyActivity(
  now: Date,
  weeks: number,
  signUps: ReadonlyArray<{ weekStart: string; count: number }>,
  reviews: ReadonlyArray<{ weekStart: string; reviews: number; flagsRaised: number; flagsCleared: number }>,
): WeeklyActivity[] {
  const current = weekStartOf(now).getTime();
  const signUpsByWeek = new Map(signUps.map((w) => [w.weekStart, w.count]));
  const reviewsByWeek = new Map(reviews.map((w) => [w.weekStart, w]));
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = new Date(current - (weeks - 1 - i) * 7 * DAY).toISOString().slice(0, 10);
    const activity = reviewsByWeek.get(weekStart);
    return {
      weekStart,
      signUps: signUpsByWeek.get(weekStart) ?? 0,
      reviews: activity?.reviews ?? 0,
      flagsRaised: activity?.flagsRaised ?? 0,
      flagsCleared: activity?.flagsCleared ?? 0,
    };
  });
}
