/**
 * Calendar days ('YYYY-MM-DD') as people read them, the same on both sides: every date shown
 * to someone is 'Mar 4, 2024' (spec section 1, 'MMM d, yyyy'), in messages from the API and in
 * mails as on screen. The day is read as UTC midnight and written in UTC, so no time zone can
 * move it to another day.
 */
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 4, 2024' for '2024-03-04'. */
export function formatCalendarDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/** 'Mar 4, 2024 – Aug 20, 2024', or one day when both ends are the same. */
export function formatCalendarDays(from: string, to: string): string {
  return from === to ? formatCalendarDay(from) : `${formatCalendarDay(from)} – ${formatCalendarDay(to)}`;
}

/**
 * 'Nov 18, 2026' for an instant ('2026-11-18T22:05:00.000Z'): its day in UTC, so the API, the
 * worker and every reader write the same day for it whatever their time zone.
 */
export function formatInstantDay(instant: string): string {
  return DAY_FORMAT.format(new Date(instant));
}
