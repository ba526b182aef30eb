import { lastWeekStarts, weekStartOf } from '../../../platform/clock/weeks.js';

export { weekStartOf };

/** One week of the admin's activity charts. */
export interface WeeklyActivity {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
  signUps: number;
  reviews: number;
  flagsRaised: number;
  flagsCleared: number;
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
  const signUpsByWeek = new Map(signUps.map((w) => [w.weekStart, w.count]));
  const reviewsByWeek = new Map(reviews.map((w) => [w.weekStart, w]));
  return lastWeekStarts(now, weeks).map((weekStart) => {
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
