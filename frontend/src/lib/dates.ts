import dayjs from 'dayjs';

/** Dates are shown as 'MMM d, yyyy' everywhere (spec section 1), e.g. "Nov 22, 2026". */
export function formatDate(value: Date | string | number): string {
  return dayjs(value).format('MMM D, YYYY');
}

/** A moment, where the time of day matters (histories, logs): "Nov 22, 2026 14:05", 24-hour, local time. */
export function formatDateTime(value: Date | string | number): string {
  return `${formatDate(value)} ${dayjs(value).format('HH:mm')}`;
}

/** A day within a short stretch of time, where the year goes without saying (chart axes): "Nov 16". */
export function formatDayMonth(value: Date | string | number): string {
  return dayjs(value).format('MMM D');
}

/** Two days as one stretch: "Mar 4, 2024 – Aug 20, 2024". */
export function formatDateRange(from: Date | string | number, to: Date | string | number): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/**
 * A sentence made on the server with ISO days in it ('seen 2 times, 2026-11-20 to 2026-11-25',
 * the fraud rules' reasons), with each day written as everywhere else: 'Nov 20, 2026'.
 */
export function withReadableDays(sentence: string): string {
  return sentence.replace(/\b\d{4}-\d{2}-\d{2}\b(?!T)/g, (day) => formatDate(day));
}
