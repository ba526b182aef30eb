/**
 * Calendar days ('YYYY-MM-DD') as people read them, the same on both sides: every date shown
 * to someone is 'Mar 4, 2024' (spec section 1, 'MMM d, yyyy'), in messages from the API and in
 * mails as on screen. Read from the text itself, so no time zone can move it to another day.
 */
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Mar 4, 2024' for '2024-03-04'. */
export function formatCalendarDay(day: string): string {
  return `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
}

/** 'Mar 4, 2024 – Aug 20, 2024', or one day when both ends are the same. */
export function formatCalendarDays(from: string, to: string): string {
  return from === to ? formatCalendarDay(from) : `${formatCalendarDay(from)} – ${formatCalendarDay(to)}`;
}
